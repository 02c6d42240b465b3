import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { JobStatus } from '@fis/shared/job-enums';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, jobs, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { endJobApplications } from '../applications/end-job-applications.js';

/**
 * Marks an account deleted and ends its sessions; its records stay for the audit trail. A deleted
 * company's open and on-hold jobs close with it, so candidates no longer find them.
 */
export async function deleteUser(ctx: SignedInContext, input: { userId: string }): Promise<void> {
  const adminId = ctx.user.id;
  const { userId } = input;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: UserStatus.DELETED, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), ne(users.role, Role.ADMIN)))
      .returning({ id: users.id });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    endSessionsAfterCommit(tx, ctx, userId);
    const ownCompany = tx.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
    const closed = await tx
      .update(jobs)
      .set({ status: JobStatus.CLOSED, updatedAt: ctx.clock.now() })
      .where(and(inArray(jobs.companyId, ownCompany), inArray(jobs.status, [JobStatus.OPEN, JobStatus.ON_HOLD])))
      .returning({ id: jobs.id });
    // Their applications end as with any closed job; the deleted company is not told.
    for (const job of closed) {
      await endJobApplications(tx, ctx, {
        jobId: job.id,
        ending: 'close',
        actorUserId: adminId,
        byAdmin: true,
        tellCompany: false,
      });
    }
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: 'user.deleted',
      entityType: 'user',
      entityId: userId,
    });
  });
}
