import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { canAskExtension } from '@fis/shared/placement-rules';
import type { ExtensionRequestInput, Placement } from '@fis/shared/placement-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { placementExtensions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayActOnPlacement } from '../../policies/placements.js';
import { assertExtensionFits } from './extension-rules.js';
import { lockPlacement, pushPlacementChanged } from './placement-changes.js';
import { placementFor } from './placements-repository.js';

/**
 * POST /v1/placements/{id}/extensions: the company asks the office for more months, with its
 * reason, for an agreed placement that has not ended (PLACEMENT_NOT_RUNNING); one request waits at
 * a time (EXTENSION_PENDING), and it may not take the placement past the round's longest
 * (EXTENSION_TOO_LONG). The office's lists show it as waiting.
 */
export async function askExtension(
  ctx: SignedInContext,
  input: Required<ExtensionRequestInput> & { id: string },
): Promise<Placement> {
  assertMayActOnPlacement(ctx.user, 'askExtension');
  await ctx.db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, ctx.user, input.id);
    if (!canAskExtension(placement, hongKongDate(ctx.clock.now()))) {
      throw new AppError(ErrorCode.PLACEMENT_NOT_RUNNING);
    }
    const [waiting] = await tx
      .select({ id: placementExtensions.id })
      .from(placementExtensions)
      .where(and(eq(placementExtensions.placementId, placement.id), eq(placementExtensions.status, 'pending')));
    if (waiting) throw new AppError(ErrorCode.EXTENSION_PENDING);
    assertExtensionFits(placement, input.months, ctx.lang);
    const [extension] = await tx
      .insert(placementExtensions)
      .values({
        placementId: placement.id,
        months: input.months,
        reason: input.reason,
        status: 'pending',
        requestedBy: ctx.user.id,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: placementExtensions.id });
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'placement.extension_requested',
      entityType: 'placement',
      entityId: placement.id,
      details: { extensionId: extension?.id, months: input.months, reason: input.reason },
      ip: ctx.ip,
    });
    await pushPlacementChanged(tx, ctx, placement);
  });
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
