// The company's actions on applicants, read from the one stage table (packages/shared
// application-stages.ts): which actions a row offers, and where an action takes an applicant.
import type { BulkMoveResult } from '@fis/shared/application-schemas';
import { APPLICATION_MOVES, type MoveAction, movesFrom, Stage } from '@fis/shared/application-stages';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';

/** The company's actions, in the order the screens show them. */
export const COMPANY_ACTIONS = ['screen', 'interview', 'offer', 'reject'] as const satisfies readonly MoveAction[];
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/** The actions the table allows from `stage` (a row's buttons). */
export function actionsOf(stage: number): CompanyAction[] {
  const moves = movesFrom(stage as Stage, 'company');
  return COMPANY_ACTIONS.filter((action) => moves.some((m) => m.action === action));
}

/**
 * Where an action takes an applicant at `stage`: the table's move from that stage (reject leads to
 * a different stage after an interview). A bulk action also sends the applicants it does not
 * apply to, to the action's first target in the table, so that the API refuses them by name.
 */
export function targetOf(action: CompanyAction, stage: number): Stage {
  const move =
    movesFrom(stage as Stage, 'company').find((m) => m.action === action) ??
    APPLICATION_MOVES.find((m) => m.actor === 'company' && m.action === action);
  if (!move) throw new Error(`no company move is named ${action}`);
  return move.to;
}

/**
 * Whether the action takes the applicant out of interviewing with an interview still to come,
 * which the API then calls off (decision 008): the confirmation says so first.
 */
export function callsOffInterview(
  action: CompanyAction,
  row: CompanyApplicant,
): row is CompanyApplicant & {
  upcomingInterviewAt: string;
} {
  if (row.upcomingInterviewAt === null || row.stage !== Stage.INTERVIEWING) return false;
  return movesFrom(Stage.INTERVIEWING, 'company').some((m) => m.action === action && m.to !== Stage.INTERVIEWING);
}

/** The rows of a bulk action grouped by the stage each goes to: one bulk call per group. */
export function groupByTarget(action: CompanyAction, rows: readonly CompanyApplicant[]): Map<Stage, string[]> {
  const groups = new Map<Stage, string[]>();
  for (const row of rows) {
    const to = targetOf(action, row.stage);
    groups.set(to, [...(groups.get(to) ?? []), row.id]);
  }
  return groups;
}

export interface RefusedRow {
  name: string;
  reason: string;
}

/** The bulk calls' answers merged: how many moved, and who was refused and why. */
export function mergeBulkResults(
  results: readonly BulkMoveResult[],
  rows: readonly CompanyApplicant[],
  nameOf: (row: CompanyApplicant) => string,
): { moved: number; refused: RefusedRow[] } {
  return {
    moved: results.flatMap((r) => r.moved).length,
    refused: results
      .flatMap((r) => r.refused)
      .map((r) => {
        const row = rows.find((x) => x.id === r.id);
        return { name: row ? nameOf(row) : r.id, reason: r.message };
      }),
  };
}
