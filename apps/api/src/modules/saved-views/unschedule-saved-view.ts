// DELETE /v1/admin/saved-views/{id}/schedule: the view's weekly export stopped (decision 057); the
// view stays. The week it was last sent is kept, so a schedule set again that week sends no second
// copy. Audited.
import { ErrorCode } from '@fis/shared/error-codes';
import type { SavedView } from '@fis/shared/saved-view-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { savedViewRecipients, savedViews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { readSavedView } from './saved-views-repository.js';

export async function unscheduleSavedView(ctx: SignedInContext, input: { id: string }): Promise<SavedView> {
  return ctx.db.transaction(async (tx) => {
    const [view] = await tx
      .update(savedViews)
      .set({ scheduleWeekday: null, scheduleHour: null, updatedAt: ctx.clock.now() })
      .where(eq(savedViews.id, input.id))
      .returning({ list: savedViews.list, name: savedViews.name });
    if (!view) throw new AppError(ErrorCode.NOT_FOUND);
    await tx.delete(savedViewRecipients).where(eq(savedViewRecipients.viewId, input.id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'saved_view.unscheduled',
      entityType: 'saved_view',
      entityId: input.id,
      details: { list: view.list, name: view.name },
      ip: ctx.ip,
    });
    return readSavedView(tx, input.id);
  });
}
