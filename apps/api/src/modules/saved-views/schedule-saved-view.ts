// PUT /v1/admin/saved-views/{id}/schedule: the view emailed each week, on a day and at an hour of
// Hong Kong time, as a CSV file to chosen colleagues, active members of the office (decision 057).
// A schedule whose day and hour have already come this week starts next week: setting it never
// sends at once, and never a second time in a week the view was already sent. Audited.
import { ErrorCode } from '@fis/shared/error-codes';
import type { SavedView, SavedViewSchedule } from '@fis/shared/saved-view-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { savedViewRecipients, savedViews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { slotHasCome, weekPositionOf } from './export-week.js';
import { activeAdminsAmong, readSavedView } from './saved-views-repository.js';

export async function scheduleSavedView(
  ctx: SignedInContext,
  input: SavedViewSchedule & { id: string },
): Promise<SavedView> {
  const { id, weekday, hour, recipientIds } = input;
  return ctx.db.transaction(async (tx) => {
    // Held against the weekly export claiming the view meanwhile (send-saved-view-exports.ts).
    const [view] = await tx
      .select({ list: savedViews.list, name: savedViews.name, lastSentWeek: savedViews.lastSentWeek })
      .from(savedViews)
      .where(eq(savedViews.id, id))
      .for('update');
    if (!view) throw new AppError(ErrorCode.NOT_FOUND);
    const admins = await activeAdminsAmong(tx, recipientIds);
    const stranger = recipientIds.findIndex((userId) => !admins.has(userId));
    if (stranger >= 0) throw new AppError(ErrorCode.FIELD_INVALID, { field: `recipientIds.${stranger}` });
    const position = weekPositionOf(ctx.clock.now());
    const lastSentWeek = slotHasCome(position, { weekday, hour }) ? position.week : view.lastSentWeek;
    await tx
      .update(savedViews)
      .set({ scheduleWeekday: weekday, scheduleHour: hour, lastSentWeek, updatedAt: ctx.clock.now() })
      .where(eq(savedViews.id, id));
    await tx.delete(savedViewRecipients).where(eq(savedViewRecipients.viewId, id));
    await tx.insert(savedViewRecipients).values(recipientIds.map((userId) => ({ viewId: id, userId })));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'saved_view.scheduled',
      entityType: 'saved_view',
      entityId: id,
      details: { list: view.list, name: view.name, weekday, hour, recipientIds },
      ip: ctx.ip,
    });
    return readSavedView(tx, id);
  });
}
