// GET /v1/admin/reports/flow (docs/decisions/042): applications, interviews, offers and acceptances
// per company, side, institution, programme or round, the companies' response, and the office's
// recommendations followed to applications and hires. The stages an application reached are its
// events (application_events.to_stage), so it counts at every stage it reached within the range,
// even if it moved on. The response figures follow the applications made within the range, with
// the answers and offers made by its end.
import { Stage } from '@fis/shared/application-stages';
import type { FlowFigures, FlowGroup, FlowGrouping, FlowReport, FlowReportQuery } from '@fis/shared/report-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { assertMayReadReports } from '../../policies/reports.js';
import { isApplied } from '../applications/stage-sql.js';
import { OUTCOME_SQL, PICK_FROM } from '../office-recommendations/office-picks-repository.js';
import { GROUP_LABELS, type GroupLabelRow, groupColumns, groupNamer } from './flow-groups.js';
import { shareOf } from './places-fill.js';
import {
  appliedFilters,
  byEnd,
  inRange,
  inRounds,
  ofInstitution,
  type ReportScope,
  reportScope,
} from './report-scope.js';

interface GroupedRow extends GroupLabelRow {
  is_total: number;
}
type ApplicationRow = GroupedRow & {
  applications: number;
  interviews: number;
  offers: number;
  acceptances: number;
  responded: number;
  median_response: number | null;
  median_offer: number | null;
};
type PickRow = GroupedRow & { recommended: number; applied: number; hired: number };

const DAYS = (later: string, earlier: string) => sql.raw(`extract(epoch FROM (${later} - ${earlier})) / 86400`);

/** A median of days, to one decimal, over the rows `when` keeps. */
const median = (days: SQL, when: SQL) =>
  sql`round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}) FILTER (WHERE ${when}))::numeric, 1)::float8`;

export async function getFlowReport(ctx: UseCaseContext, query: FlowReportQuery): Promise<FlowReport> {
  assertMayReadReports(ctx.user);
  return flowReportIn(ctx, await reportScope(ctx, query), query.by);
}

/**
 * The report within a scope, as the office reads it; a scope of one institution (its coordinator's
 * figures) counts its students' applications only, never the office's picks.
 */
export async function flowReportIn(ctx: UseCaseContext, scope: ReportScope, by: FlowGrouping): Promise<FlowReport> {
  const [applications, picks, nameOf] = await Promise.all([
    applicationFigures(ctx, scope, by),
    scope.institution ? [] : pickFigures(ctx, scope, by),
    groupNamer(ctx.db, by, ctx.lang),
  ]);
  const groups = new Map<string, FlowGroup>();
  const total = emptyFigures();
  const entry = (row: GroupedRow): FlowFigures => {
    if (row.is_total) return total;
    const found = groups.get(row.key) ?? { key: row.key, label: nameOf(row), ...emptyFigures() };
    groups.set(row.key, found);
    return found;
  };
  for (const row of applications) {
    Object.assign(entry(row), {
      applications: row.applications,
      interviews: row.interviews,
      offers: row.offers,
      acceptances: row.acceptances,
      responded: row.responded,
      responseRate: shareOf(row.responded, row.applications),
      medianDaysToResponse: row.median_response,
      medianDaysToOffer: row.median_offer,
    });
  }
  for (const row of picks) {
    Object.assign(entry(row), {
      recommended: row.recommended,
      recommendedApplied: row.applied,
      recommendedHired: row.hired,
    });
  }
  return {
    filters: appliedFilters(scope),
    by,
    // A group with nothing counted in the range (a company that did nothing in it) is left out.
    groups: [...groups.values()]
      .filter(hasAny)
      .sort((a, b) => b.applications - a.applications || a.label.localeCompare(b.label) || a.key.localeCompare(b.key)),
    total,
  };
}

const COUNTS = ['applications', 'interviews', 'offers', 'acceptances', 'recommended'] as const;
const hasAny = (figures: FlowFigures) => COUNTS.some((count) => figures[count] > 0);

function emptyFigures(): FlowFigures {
  return {
    applications: 0,
    interviews: 0,
    offers: 0,
    acceptances: 0,
    responded: 0,
    responseRate: null,
    medianDaysToResponse: null,
    medianDaysToOffer: null,
    recommended: 0,
    recommendedApplied: 0,
    recommendedHired: 0,
  };
}

/**
 * Each application in scope with its group and when it was made, joined to the events the figures
 * read. Each is one row or none, as the stage table leads to each stage once at most: its move to
 * interviewing, to an offer and to hired, and its move out of New by the company (screened or
 * rejected), which is the company's first answer. Then the figures per group and for all
 * (GROUPING SETS: the total's medians are its own).
 */
async function applicationFigures(ctx: UseCaseContext, scope: ReportScope, by: FlowReportQuery['by']) {
  const applied = inRange(scope, 'b.applied_at');
  const event = (alias: string, condition: SQL) =>
    sql`LEFT JOIN application_events ${sql.raw(alias)} ON ${sql.raw(alias)}.application_id = b.id AND ${condition}`;
  const answered = sql`${applied} AND ${byEnd(scope, 'r.created_at')}`;
  const offered = sql`${applied} AND ${byEnd(scope, 'o.created_at')}`;
  return rowsOf<ApplicationRow>(
    await ctx.db.execute(sql`
      WITH base AS (
        SELECT ${groupColumns(by)}, a.id, a.applied_at
        FROM applications a
        JOIN jobs j ON j.id = a.job_id
        JOIN companies c ON c.id = j.company_id
        LEFT JOIN candidate_profiles cp ON cp.user_id = a.candidate_id
        WHERE ${isApplied('a.stage')} AND ${inRounds(scope, 'j.round_id')} AND ${ofInstitution(scope)}
      )
      SELECT key, GROUPING(key) AS is_total, ${GROUP_LABELS},
             count(*) FILTER (WHERE ${applied})::int AS applications,
             count(*) FILTER (WHERE ${inRange(scope, 'i.created_at')})::int AS interviews,
             count(*) FILTER (WHERE ${inRange(scope, 'o.created_at')})::int AS offers,
             count(*) FILTER (WHERE ${inRange(scope, 'h.created_at')})::int AS acceptances,
             count(*) FILTER (WHERE ${answered})::int AS responded,
             ${median(DAYS('r.created_at', 'b.applied_at'), answered)} AS median_response,
             ${median(DAYS('o.created_at', 'b.applied_at'), offered)} AS median_offer
      FROM base b
      ${event('i', sql`i.to_stage = ${Stage.INTERVIEWING}`)}
      ${event('o', sql`o.to_stage = ${Stage.OFFERED}`)}
      ${event('h', sql`h.to_stage = ${Stage.HIRED}`)}
      ${event('r', sql`r.from_stage = ${Stage.NEW} AND r.actor = 'company'`)}
      GROUP BY GROUPING SETS ((key), ())`),
  );
}

/**
 * The office's picks made within the range (decision 028: withdrawn ones count), each with its
 * group and its outcome as the recommendations page reads it: applied after the pick, and hired.
 */
async function pickFigures(ctx: UseCaseContext, scope: ReportScope, by: FlowReportQuery['by']) {
  return rowsOf<PickRow>(
    await ctx.db.execute(sql`
      WITH base AS (
        SELECT ${groupColumns(by)}, ${OUTCOME_SQL} AS outcome
        FROM ${PICK_FROM}
        WHERE ${inRange(scope, 'r.created_at')} AND ${inRounds(scope, 'j.round_id')}
      )
      SELECT key, GROUPING(key) AS is_total, ${GROUP_LABELS},
             count(*)::int AS recommended,
             count(*) FILTER (WHERE outcome IN ('applied', 'hired'))::int AS applied,
             count(*) FILTER (WHERE outcome = 'hired')::int AS hired
      FROM base
      GROUP BY GROUPING SETS ((key), ())`),
  );
}
