import type { AdminCompanyRecord } from '@fis/shared/admin-record-schemas';
import { Stage } from '@fis/shared/application-stages';
import { ErrorCode } from '@fis/shared/error-codes';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { aboutRecord } from '../../policies/admin-records.js';
import { isApplied, isOpen } from '../applications/stage-sql.js';
import { auditTrail, officeMessages } from './record-trail.js';

/**
 * GET /v1/admin/companies/{id}: a company's account and approval, every job it has (deleted ones
 * marked) with its applications counted, the totals, its messages with the office and the audit
 * trail of the company, its account and its jobs. The profile is GET /v1/admin/companies/{id}/profile.
 */
export async function getCompanyRecord(ctx: SignedInContext, input: { id: string }): Promise<AdminCompanyRecord> {
  const [company] = rowsOf<{
    id: string;
    user_id: string;
    name: string;
    name_zh: string | null;
    email: string;
    status: number;
    approval_status: number;
    created_at: string | Date;
  }>(
    await ctx.db.execute(sql`
      SELECT c.id, c.user_id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_zh, u.email, u.status, c.approval_status, c.created_at
      FROM companies c JOIN users u ON u.id = c.user_id WHERE c.id = ${input.id}`),
  );
  if (!company) throw new AppError(ErrorCode.NOT_FOUND);
  const jobs = rowsOf<{
    id: string;
    position_name: string;
    status: number;
    approval_status: number;
    expires_on: string | Date;
    deleted: boolean;
    applications: number;
    open_applications: number;
    hired: number;
  }>(
    await ctx.db.execute(sql`
      SELECT j.id, j.position_name, j.status, j.approval_status, j.expires_on::text AS expires_on,
        j.deleted_at IS NOT NULL AS deleted,
        count(a.id) FILTER (WHERE ${isApplied('a.stage')})::int AS applications,
        count(a.id) FILTER (WHERE ${isOpen('a.stage')})::int AS open_applications,
        count(a.id) FILTER (WHERE a.stage = ${Stage.HIRED})::int AS hired
      FROM jobs j LEFT JOIN applications a ON a.job_id = j.id
      WHERE j.company_id = ${company.id}
      GROUP BY j.id
      ORDER BY j.deleted_at IS NOT NULL, j.created_at DESC, j.id`),
  );
  const [messages, audit] = await Promise.all([
    officeMessages(ctx.db, company.user_id),
    auditTrail(
      ctx.db,
      ctx.lang,
      aboutRecord(
        [company.id, company.user_id],
        sql`SELECT j.id::text FROM jobs j WHERE j.company_id = ${company.id}
          UNION ALL SELECT r.id::text FROM office_recommendations r JOIN jobs j ON j.id = r.job_id
            WHERE j.company_id = ${company.id}`,
      ),
    ),
  ]);
  const sum = (key: 'applications' | 'open_applications' | 'hired') =>
    jobs.reduce((total, job) => total + Number(job[key]), 0);
  return {
    id: company.id,
    userId: company.user_id,
    name: company.name,
    nameZh: company.name_zh,
    email: company.email,
    status: Number(company.status),
    approvalStatus: Number(company.approval_status),
    registeredAt: new Date(company.created_at).toISOString(),
    jobs: jobs.map((j) => ({
      id: j.id,
      positionName: j.position_name,
      status: Number(j.status),
      approvalStatus: Number(j.approval_status),
      expiresOn: String(j.expires_on),
      deleted: Boolean(j.deleted),
      applications: Number(j.applications),
      openApplications: Number(j.open_applications),
    })),
    applications: { total: sum('applications'), open: sum('open_applications'), hired: sum('hired') },
    messages,
    audit,
  };
}
