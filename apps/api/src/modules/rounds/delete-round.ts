import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { jobs, schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageRounds } from '../../policies/rounds.js';

/** DELETE /v1/admin/rounds/{id}: a round made by mistake; one that jobs belong to stays (ROUND_HAS_JOBS). */
export async function deleteRound(ctx: UseCaseContext, input: { id: string }): Promise<void> {
  assertMayManageRounds(ctx.user);
  const admin = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const [round] = await tx.select().from(schemeRounds).where(eq(schemeRounds.id, input.id)).for('update');
    if (!round) throw new AppError(ErrorCode.NOT_FOUND);
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.roundId, input.id)).limit(1);
    if (job) throw new AppError(ErrorCode.ROUND_HAS_JOBS);
    await tx.delete(schemeRounds).where(eq(schemeRounds.id, input.id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: admin.id,
      action: 'round.deleted',
      entityType: 'scheme_round',
      entityId: input.id,
      details: { name: round.nameEn, from: round.applicationStart, to: round.applicationEnd },
      ip: ctx.ip,
    });
  });
}
