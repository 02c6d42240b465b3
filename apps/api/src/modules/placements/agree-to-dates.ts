import { ErrorCode } from '@fis/shared/error-codes';
import { placementEndDate } from '@fis/shared/placement-rules';
import type { Placement } from '@fis/shared/placement-schemas';
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
 * PUT /v1/placements/{id}/agreement: the intern agrees to the dates the company proposed; with no
 * date proposed, dates already agreed or an early end recorded there is nothing to agree to
 * (PLACEMENT_NOTHING_TO_AGREE). The company is told.
 */
export async function agreeToDates(ctx: SignedInContext, input: { id: string }): Promise<Placement> {
  assertMayActOnPlacement(ctx.user, 'agreeToDates');
  await ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ctx.user, input.id);
    const { startDate } = placement;
    if (!startDate || placement.datesAgreed || placement.endedOn) {
      throw new AppError(ErrorCode.PLACEMENT_NOTHING_TO_AGREE);
    }
    const now = ctx.clock.now();
    await tx.update(placements).set({ datesAgreedAt: now, updatedAt: now }).where(eq(placements.id, placement.id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'placement.dates_agreed',
      entityType: 'placement',
      entityId: placement.id,
      details: { startDate, months: placement.months },
      ip: ctx.ip,
    });
    await notify(tx, ctx, {
      recipientId: placement.companyUserId,
      type: 'PLACEMENT_DATES_AGREED',
      senderId: ctx.user.id,
      params: placementParams(placement, { startDate, endDate: placementEndDate(startDate, placement.months) }),
      applicationId: placement.applicationId,
      jobId: placement.jobId,
      placementId: placement.id,
    });
    await pushPlacementChanged(tx, ctx, placement);
  });
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
