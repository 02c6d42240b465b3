// The stage rules of packages/shared/src/application-stages.ts as SQL conditions, so that every
// query asks the same questions the table answers: is this row an application at all, is it still
// open, which tab is it on. A change in the table changes the SQL; no query writes stage numbers.
import {
  CANDIDATE_TAB_RULES,
  CANDIDATE_TABS,
  type CandidateTab,
  FIRST_APPLIED_STAGE,
  OFFER_TABS,
  OPEN_STAGES,
  type Stage,
} from '@fis/shared/application-stages';
import { type SQL, sql } from 'drizzle-orm';

/**
 * `column` (a stage column such as `a.stage`, `previous_stage` or `e.to_stage`) is a stage of a
 * real application: not a job the candidate only opened (and not NULL). Written as a range so
 * that it reads the stage indexes.
 */
export function isApplied(column: string): SQL {
  return sql.raw(`${column} >= ${FIRST_APPLIED_STAGE}`);
}

/** `column` is this one stage. */
export function isAtStage(column: string, stage: Stage): SQL {
  return sql.raw(`${column} = ${stage}`);
}

/** `column` is a stage in which the application is still open (OPEN_STAGES). */
export function isOpen(column: string): SQL {
  return sql.raw(`${column} IN (${OPEN_STAGES.join(', ')})`);
}

/** The text of a tab's condition over the applications `alias`, from its rule in the table. */
function tabText(tab: CandidateTab, alias: string): string {
  if (tab === 'all') return `${alias}.stage >= ${FIRST_APPLIED_STAGE}`;
  const rule = CANDIDATE_TAB_RULES[tab];
  const [only, ...more] = rule.stages;
  const stage = more.length === 0 ? `${alias}.stage = ${only}` : `${alias}.stage IN (${rule.stages.join(', ')})`;
  const previous = rule.previousStage;
  if (!previous) return stage;
  return 'equals' in previous
    ? `(${stage} AND ${alias}.previous_stage = ${previous.equals})`
    : `(${stage} AND ${alias}.previous_stage IS DISTINCT FROM ${previous.differsFrom})`;
}

/** An application of `alias` that got an offer, whatever became of it: the OFFER_TABS. */
export function gotOffer(alias: string): SQL {
  return sql.raw(`(${OFFER_TABS.map((tab) => tabText(tab, alias)).join(' OR ')})`);
}

/** Each tab of SPEC section 4 as SQL over `a` (applications): "all" is every application. */
export const TAB_SQL = Object.fromEntries(CANDIDATE_TABS.map((tab) => [tab, sql.raw(tabText(tab, 'a'))])) as Record<
  CandidateTab,
  SQL
>;
