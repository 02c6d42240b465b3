import { formatCompanyCode } from '@fis/shared/company-code';
import { ApprovalStatus, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { queueEmail } from '../../mail/outbox.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';

/**
 * Approves or rejects a company waiting for review, and emails the company the decision in its
 * email language, with the admin's reason quoted as written (required to reject; docs/decisions/024).
 */
export async function reviewCompany(
  ctx: SignedInContext,
  input: { companyId: string; decision: 'approve' | 'reject'; reason?: string | undefined },
): Promise<void> {
  const adminId = ctx.user.id;
  const { companyId, decision, reason } = input;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.id, companyId));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    const status = decision === 'approve' ? ApprovalStatus.APPROVED : ApprovalStatus.REJECTED;
    const [updated] = await tx
      .update(companies)
      .set({ approvalStatus: status, reviewedAt: ctx.clock.now(), reviewedBy: adminId, updatedAt: ctx.clock.now() })
      .where(and(eq(companies.id, companyId), eq(companies.approvalStatus, ApprovalStatus.PENDING)))
      .returning({ id: companies.id });
    if (!updated) throw new AppError(ErrorCode.CONFLICT);
    const { company, user } = row;
    await queueEmail(tx, ctx, {
      to: user.email,
      userId: user.id,
      language: user.emailLanguage as Language,
      template: decision === 'approve' ? 'companyApproved' : 'companyRejected',
      params: {
        name: company.companyName,
        companyName: company.companyName,
        companyCode: formatCompanyCode(company.companyNumber),
        actionUrl: `${ctx.config.publicUrl}/sign-in?type=company`,
        ...(reason ? { reason } : {}),
      },
    });
    await pushWaitingChanged(tx, ctx, 'companies');
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: decision === 'approve' ? 'company.approved' : 'company.rejected',
      entityType: 'company',
      entityId: companyId,
      ...(reason ? { details: { reason } } : {}),
      ip: ctx.ip,
    });
  });
}
