import { ErrorCode } from '@fis/shared/error-codes';
import { placementEndDate } from '@fis/shared/placement-rules';
import type { ExtensionDecisionInput, Placement } from '@fis/shared/placement-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { placementExtensions, placements } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayActOnPlacement } from '../../policies/placements.js';
import { notify } from '../notifications/notify.js';
import { assertExtensionFits } from './extension-rules.js';
import { lockPlacement, placementParams, pushPlacementChanged } from './placement-changes.js';
import { placementFor } from './placements-repository.js';

/**
 * PUT /v1/admin/placements/{id}/extensions/{extensionId}: the office approves a waiting extension
 * (a reason optional) or refuses it (a reason required, checked by the schema). An approval adds the
 * months under the placement's row lock and checks the round's longest again, so two approvals
 * cannot together pass it. A decided or withdrawn request answers EXTENSION_DECIDED. The company is
 * told of either decision, the intern of an approval.
 */
export async function decideExtension(
  ctx: SignedInContext,
  input: ExtensionDecisionInput & { id: string; extensionId: string },
): Promise<Placement> {
  assertMayActOnPlacement(ctx.user, 'decideExtension');
  const reason = input.reason?.trim() || null;
  await ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ctx.user, input.id);
    const [extension] = await tx
      .select({ id: placementExtensions.id, months: placementExtensions.months, status: placementExtensions.status })
      .from(placementExtensions)
      .where(and(eq(placementExtensions.id, input.extensionId), eq(placementExtensions.placementId, placement.id)));
    if (!extension) throw new AppError(ErrorCode.NOT_FOUND);
    if (extension.status !== 'pending') throw new AppError(ErrorCode.EXTENSION_DECIDED);
    const approved = input.decision === 'approved';
    const now = ctx.clock.now();
    if (approved) {
      assertExtensionFits(placement, extension.months, ctx.lang);
      await tx
        .update(placements)
        .set({ months: sql`${placements.months} + ${extension.months}`, updatedAt: now })
        .where(eq(placements.id, placement.id));
    }
    await tx
      .update(placementExtensions)
      .set({ status: input.decision, decidedBy: ctx.user.id, decidedAt: now, decisionReason: reason })
      .where(eq(placementExtensions.id, extension.id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: approved ? 'placement.extension_approved' : 'placement.extension_refused',
      entityType: 'placement',
      entityId: placement.id,
      details: { extensionId: extension.id, months: extension.months, ...(reason ? { reason } : {}) },
      ip: ctx.ip,
    });
    const months = approved ? placement.months + extension.months : placement.months;
    const params = placementParams(placement, {
      decision: input.decision,
      months,
      ...(placement.startDate ? { endDate: placementEndDate(placement.startDate, months) } : {}),
      ...(reason ? { reason } : {}),
    });
    const told = approved ? [placement.companyUserId, placement.candidateId] : [placement.companyUserId];
    for (const recipientId of told) {
      await notify(tx, ctx, {
        recipientId,
        type: 'PLACEMENT_EXTENSION_DECIDED',
        senderId: ctx.user.id,
        params,
        applicationId: placement.applicationId,
        jobId: placement.jobId,
        placementId: placement.id,
      });
    }
    await pushPlacementChanged(tx, ctx, placement);
  });
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
