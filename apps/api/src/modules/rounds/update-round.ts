import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { Round, RoundValues } from '@fis/shared/round-schemas';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageRounds } from '../../policies/rounds.js';
import { pushAfterCommit } from '../../realtime/push.js';
import { activeAdminIds } from '../admin-waiting/push-waiting.js';
import { endRoundEarly } from '../places/end-round-early.js';
import { takenPlaces } from '../places/places-repository.js';
import { assertPeriodFree, roundOf } from './rounds-repository.js';

/**
 * PUT /v1/admin/rounds/{id}: the office corrects or moves a round, its jobs staying in it. Moving
 * the opening day moves the eligibility window counted back from it (docs/decisions/039).
 */
export async function updateRound(ctx: UseCaseContext, input: RoundValues & { id: string }): Promise<Round> {
  assertMayManageRounds(ctx.user);
  const admin = ctx.user;
  const { id, ...values } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: schemeRounds.id })
      .from(schemeRounds)
      .where(eq(schemeRounds.id, id))
      .for('update');
    if (!existing) throw new AppError(ErrorCode.NOT_FOUND);
    await assertPeriodFree(tx, ctx.lang, values, id);
    const [updated] = await tx
      .update(schemeRounds)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(schemeRounds.id, id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    // A total lowered to the places already taken fills the round now.
    if (updated.totalPlaces !== null && !updated.endedEarlyAt && (await takenPlaces(tx, id)) >= updated.totalPlaces) {
      await endRoundEarly(tx, ctx, { roundId: id, actorUserId: admin.id });
    }
    // The total is on the fill board, open in other admins' browsers.
    pushAfterCommit(tx, ctx, await activeAdminIds(tx), 'places:changed', { roundId: id });
    await writeAudit(tx, ctx.clock, {
      actorUserId: admin.id,
      action: 'round.updated',
      entityType: 'scheme_round',
      entityId: id,
      details: { name: updated.nameEn, from: updated.applicationStart, to: updated.applicationEnd },
      ip: ctx.ip,
    });
    return updated;
  });
  const [read] = await ctx.db.select().from(schemeRounds).where(eq(schemeRounds.id, row.id));
  return roundOf(read ?? row, hongKongDate(ctx.clock.now()));
}
