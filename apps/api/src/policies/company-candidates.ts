// "A company may act on a candidate who applied to it" (SPEC sections 4 and 7): it sees the
// candidate's profile, bookmarks the candidate, and is a party of the candidate's applications to
// its jobs. Applied means a real application at any stage; a job the candidate only opened
// (VIEWED) gives the company nothing. The one rule, as SQL, as a check and on a loaded row.
import { APPLIED_STAGES, type Stage } from '@fis/shared/application-stages';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rowsOf } from '../db/sql-helpers.js';
import { isApplied } from '../modules/applications/stage-sql.js';

/** An application row at `stage` makes its candidate an applicant of the job's company. */
export function isApplicantStage(stage: number): boolean {
  return APPLIED_STAGES.includes(stage as Stage);
}

/**
 * The company of id `companyId` has an applicant of id `candidateId` (both SQL expressions). Read
 * on applications.company_id, which applications_company_stage_idx leads with.
 */
export function hasApplicant(companyId: SQL, candidateId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM applications ap
    WHERE ap.company_id = ${companyId} AND ap.candidate_id = ${candidateId} AND ${isApplied('ap.stage')})`;
}

/** Whether the company of the account `companyUserId` has the candidate as an applicant. */
export async function isApplicantOf(db: Executor, companyUserId: string, candidateId: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM companies c
    WHERE c.user_id = ${companyUserId} AND ${hasApplicant(sql`c.id`, sql`${candidateId}::uuid`)}`);
  return rowsOf(result).length > 0;
}
