import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { canProposeStart, placementEndDate } from '@fis/shared/placement-rules';
import type { Placement, ProposeStartInput } from '@fis/shared/placement-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { placements } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayActOnPlacement } from '../../policies/placements.js';
import { notify } from '../notifications/notify.js';
import { lockPlacement, placementParams, pushPlacementChanged } from './placement-changes.js';
import { placementFor } from './placements-repository.js';

/**
 * PUT /v1/placements/{id}/start-date: the company proposes the first day, today or later (Hong
 * Kong). A new date needs the intern's agreement again; once the agreed start has come, or after an
 * early end, the start is fixed (PLACEMENT_START_FIXED). The intern is asked to agree.
 */
export async function proposeStart(
  ctx: SignedInContext,
  input: ProposeStartInput & { id: string },
): Promise<Placement> {
  assertMayActOnPlacement(ctx.user, 'proposeStart');
  const today = hongKongDate(ctx.clock.now());
  if (input.startDate < today) throw new AppError(ErrorCode.START_DATE_PAST, { field: 'startDate' });
  await ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ctx.user, input.id);
    if (!canProposeStart(placement, today)) throw new AppError(ErrorCode.PLACEMENT_START_FIXED);
    // The same date again changes nothing, and keeps an agreement already given.
    if (placement.startDate === input.startDate) return;
    const now = ctx.clock.now();
    await tx
      .update(placements)
      .set({ startDate: input.startDate, datesAgreedAt: null, updatedAt: now })
      .where(eq(placements.id, placement.id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'placement.start_proposed',
      entityType: 'placement',
      entityId: placement.id,
      details: { startDate: input.startDate, previousStartDate: placement.startDate },
      ip: ctx.ip,
    });
    const endDate = placementEndDate(input.startDate, placement.months);
    await notify(tx, ctx, {
      recipientId: placement.candidateId,
      type: 'PLACEMENT_START_PROPOSED',
      senderId: ctx.user.id,
      params: placementParams(placement, { startDate: input.startDate, endDate }),
      applicationId: placement.applicationId,
      jobId: placement.jobId,
      placementId: placement.id,
    });
    await pushPlacementChanged(tx, ctx, placement);
  });
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
