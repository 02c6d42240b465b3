import type { AdminCandidateRecord } from '@fis/shared/admin-record-schemas';
import { evaluateForRegion } from '@fis/shared/eligibility-rules';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { aboutRecord } from '../../policies/admin-records.js';
import { isApplied } from '../applications/stage-sql.js';
import { candidateFacts } from '../eligibility/eligibility-facts.js';
import { auditTrail, officeMessages } from './record-trail.js';

/**
 * GET /v1/admin/candidates/{id}: a candidate's account, their applications (any company), their
 * messages with the office and the audit trail of their account, profile, applications and
 * documents (each opening by someone else is a row). The profile itself (and its documents, each view audited) is GET /v1/user/candidate/{id}.
 */
export async function getCandidateRecord(ctx: SignedInContext, input: { id: string }): Promise<AdminCandidateRecord> {
  const [user] = rowsOf<{ id: string; email: string; status: number; created_at: string | Date }>(
    await ctx.db.execute(sql`
      SELECT u.id, u.email, u.status, u.created_at FROM users u
      WHERE u.id = ${input.id} AND u.role = ${Role.CANDIDATE}`),
  );
  if (!user) throw new AppError(ErrorCode.NOT_FOUND);
  const applications = rowsOf<{
    id: string;
    job_id: string;
    position_name: string;
    company_id: string;
    company_name: string;
    company_name_zh: string | null;
    stage: number;
    applied_at: string | Date;
  }>(
    await ctx.db.execute(sql`
      SELECT a.id, a.job_id, j.position_name, a.company_id,
        coalesce(c.display_name, c.name_en, c.company_name) AS company_name, c.name_zh AS company_name_zh,
        a.stage, a.applied_at
      FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = a.company_id
      WHERE a.candidate_id = ${user.id} AND ${isApplied('a.stage')}
      ORDER BY a.applied_at DESC, a.id`),
  );
  const [reader, messages, audit, facts] = await Promise.all([
    readerScript(ctx.lang),
    officeMessages(ctx.db, user.id),
    auditTrail(
      ctx.db,
      ctx.lang,
      aboutRecord(
        [user.id],
        sql`SELECT a.id::text FROM applications a WHERE a.candidate_id = ${user.id}
          UNION ALL SELECT m.id::text FROM media m WHERE m.owner_user_id = ${user.id}
          UNION ALL SELECT r.id::text FROM office_recommendations r WHERE r.candidate_id = ${user.id}`,
      ),
    ),
    candidateFacts(ctx.db, user.id),
  ]);
  return {
    id: user.id,
    email: user.email,
    status: Number(user.status),
    registeredAt: new Date(user.created_at).toISOString(),
    applications: applications.map((a) =>
      inReaderScript(
        reader,
        {
          id: a.id,
          jobId: a.job_id,
          positionName: a.position_name,
          companyId: a.company_id,
          companyName: a.company_name,
          companyNameZh: a.company_name_zh,
          stage: Number(a.stage),
          appliedAt: new Date(a.applied_at).toISOString(),
        },
        JOB_NAME_TEXTS,
      ),
    ),
    messages,
    audit,
    eligibilityRules: facts
      ? { HongKong: evaluateForRegion(facts, 'HongKong'), GBA: evaluateForRegion(facts, 'GBA') }
      : null,
  };
}
