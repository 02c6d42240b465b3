import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { canEndEarly, dayBefore, placementEndDate } from '@fis/shared/placement-rules';
import type { EarlyEndInput, Placement } from '@fis/shared/placement-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { placementExtensions, placements } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayActOnPlacement } from '../../policies/placements.js';
import { notify } from '../notifications/notify.js';
import { lockPlacement, placementParams, pushPlacementChanged } from './placement-changes.js';
import { placementFor } from './placements-repository.js';

/**
 * PUT /v1/placements/{id}/early-end: the company or the office records the last day worked, from
 * the start date to the day before the end date (END_DATE_OUTSIDE_PLACEMENT), with the reason, for
 * an agreed placement that has not ended (PLACEMENT_NOT_RUNNING). A waiting extension is withdrawn.
 * The intern is told, and the company too when the office records it.
 */
export async function endPlacementEarly(
  ctx: SignedInContext,
  input: Required<EarlyEndInput> & { id: string },
): Promise<Placement> {
  assertMayActOnPlacement(ctx.user, 'endEarly');
  await ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ctx.user, input.id);
    const { startDate } = placement;
    if (!startDate || !canEndEarly(placement, hongKongDate(ctx.clock.now()))) {
      throw new AppError(ErrorCode.PLACEMENT_NOT_RUNNING);
    }
    const endDate = placementEndDate(startDate, placement.months);
    if (input.endedOn < startDate || input.endedOn > dayBefore(endDate)) {
      throw new AppError(ErrorCode.END_DATE_OUTSIDE_PLACEMENT, { field: 'endedOn' });
    }
    const now = ctx.clock.now();
    await tx
      .update(placements)
      .set({ endedOn: input.endedOn, endReason: input.reason, endedBy: ctx.user.id, updatedAt: now })
      .where(eq(placements.id, placement.id));
    const withdrawn = await tx
      .update(placementExtensions)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(placementExtensions.placementId, placement.id), eq(placementExtensions.status, 'pending')))
      .returning({ id: placementExtensions.id });
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'placement.ended_early',
      entityType: 'placement',
      entityId: placement.id,
      details: {
        endedOn: input.endedOn,
        reason: input.reason,
        ...(withdrawn.length > 0 ? { withdrawnExtensionIds: withdrawn.map((x) => x.id) } : {}),
      },
      ip: ctx.ip,
    });
    const told =
      ctx.user.role === Role.ADMIN ? [placement.candidateId, placement.companyUserId] : [placement.candidateId];
    for (const recipientId of told) {
      await notify(tx, ctx, {
        recipientId,
        type: 'PLACEMENT_ENDED_EARLY',
        senderId: ctx.user.id,
        params: placementParams(placement, { endedOn: input.endedOn, reason: input.reason }),
        applicationId: placement.applicationId,
        jobId: placement.jobId,
        placementId: placement.id,
      });
    }
    await pushPlacementChanged(tx, ctx, placement);
  });
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
