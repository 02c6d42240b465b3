// A company bookmarks a candidate who applied to one of its jobs (stage 0 or more: a job only
// viewed is no application); bookmarking again changes nothing. Any other id is 404, so the
// answer never tells whether a candidate exists.
import { ErrorCode } from '@fis/shared/error-codes';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { isApplied } from '../applications/stage-sql.js';

export async function saveCandidate(
  svc: Pick<Services, 'db' | 'clock'>,
  companyUserId: string,
  candidateId: string,
): Promise<void> {
  const result = await svc.db.execute(sql`
    INSERT INTO candidate_bookmarks (company_id, candidate_id, created_at)
    SELECT c.id, ${candidateId}::uuid, ${svc.clock.now()}::timestamptz
    FROM companies c
    WHERE c.user_id = ${companyUserId}
      AND EXISTS (
        SELECT 1 FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.company_id = c.id AND a.candidate_id = ${candidateId}::uuid AND ${isApplied('a.stage')})
    ON CONFLICT DO NOTHING
    RETURNING candidate_id`);
  if (rowsOf(result).length > 0) return;
  // Nothing inserted: already bookmarked (fine), or not an applicant of this company (404).
  const saved = await svc.db.execute(sql`
    SELECT 1 FROM candidate_bookmarks b JOIN companies c ON c.id = b.company_id
    WHERE c.user_id = ${companyUserId} AND b.candidate_id = ${candidateId}::uuid`);
  if (rowsOf(saved).length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
