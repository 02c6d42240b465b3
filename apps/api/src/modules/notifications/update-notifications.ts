// A reader marks their notifications read (or unread again) and deletes them. Someone else's
// notification is answered as not found (policies/notifications.ts), so its existence is not
// revealed.
import { ErrorCode } from '@fis/shared/error-codes';
import type { Notification } from '@fis/shared/notification-schemas';
import { and, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { notifications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ownNotifications } from '../../policies/notifications.js';
import { findNotification } from './list-notifications.js';

export async function markNotification(
  ctx: SignedInContext,
  input: { id: string; read: boolean },
): Promise<Notification> {
  const { user, lang } = ctx;
  const { id, read } = input;
  const mine = ownNotifications(user, id);
  // A notification already read keeps the time it was first read.
  await ctx.db
    .update(notifications)
    .set({ readAt: read ? ctx.clock.now() : null })
    .where(read ? and(mine, isNull(notifications.readAt)) : mine);
  const notification = await findNotification(ctx.db, user, id, lang);
  if (!notification) throw new AppError(ErrorCode.NOT_FOUND);
  return notification;
}

export async function markAllNotificationsRead(ctx: SignedInContext): Promise<void> {
  const { user } = ctx;
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(ownNotifications(user), isNull(notifications.readAt)));
}

export async function deleteNotification(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const { user } = ctx;
  const { id } = input;
  const deleted = await ctx.db
    .delete(notifications)
    .where(ownNotifications(user, id))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
