// The office's recommendations as rows (docs/decisions/028): one statement reads picks with their
// job, company, candidate, who made and withdrew them, and their outcome, for a `where` over the
// alias `r` (office_recommendations). Outcome: the candidate applied to the job after the pick,
// and whether that application reached hired.
import { Stage } from '@fis/shared/application-stages';
import type { OfficePick, RecommendationOutcome } from '@fis/shared/office-recommendation-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { isApplied } from '../applications/stage-sql.js';

/** The outcome of the pick `r` as SQL, joined to its application `a` (LEFT JOIN on the pair). */
export const OUTCOME_SQL = sql`CASE
  WHEN a.stage = ${sql.raw(String(Stage.HIRED))} AND a.applied_at >= r.created_at THEN 'hired'
  WHEN ${isApplied('a.stage')} AND a.applied_at >= r.created_at THEN 'applied'
  ELSE 'recommended' END`;

/** The tables a pick is read from, `r` first; `a` is the pair's application, if any. */
export const PICK_FROM = sql`office_recommendations r
  JOIN jobs j ON j.id = r.job_id
  JOIN companies c ON c.id = j.company_id
  JOIN candidate_profiles cp ON cp.user_id = r.candidate_id
  LEFT JOIN applications a ON a.job_id = r.job_id AND a.candidate_id = r.candidate_id
  LEFT JOIN users rb ON rb.id = r.recommended_by
  LEFT JOIN users wb ON wb.id = r.withdrawn_by`;

const PICK_COLUMNS = sql`r.id, r.job_id, j.position_name, c.id AS company_id,
  coalesce(c.display_name, c.name_en, c.company_name) AS company_name, c.name_zh AS company_name_zh,
  r.candidate_id, cp.english_name, cp.chinese_name, r.created_at, rb.email AS recommended_by,
  r.withdrawn_at, wb.email AS withdrawn_by, ${OUTCOME_SQL} AS outcome`;

interface PickRow {
  id: string;
  job_id: string;
  position_name: string;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
  candidate_id: string;
  english_name: string;
  chinese_name: string | null;
  created_at: string | Date;
  recommended_by: string | null;
  withdrawn_at: string | Date | null;
  withdrawn_by: string | null;
  outcome: RecommendationOutcome;
}

function toPick(row: PickRow): OfficePick {
  return {
    id: row.id,
    jobId: row.job_id,
    positionName: row.position_name,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameZh: row.company_name_zh,
    candidateId: row.candidate_id,
    candidateName: row.english_name,
    candidateChineseName: row.chinese_name,
    recommendedAt: new Date(row.created_at).toISOString(),
    recommendedBy: row.recommended_by,
    withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at).toISOString(),
    withdrawnBy: row.withdrawn_by,
    outcome: row.outcome,
  };
}

/** The picks `where` (over `r`, `j`, `c`, `cp`, `a`) selects, newest first; a page when `page` is given. */
export async function selectPicks(
  db: Executor,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<OfficePick[]> {
  const paging = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const rows = rowsOf<PickRow>(
    await db.execute(
      sql`SELECT ${PICK_COLUMNS} FROM ${PICK_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id${paging}`,
    ),
  );
  return rows.map(toPick);
}
