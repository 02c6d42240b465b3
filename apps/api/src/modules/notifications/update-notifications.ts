// A reader marks their notifications read (or unread again) and deletes them. Someone else's
// notification is answered as not found (policies/notifications.ts), so its existence is not
// revealed.
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { Notification } from '@fis/shared/notification-schemas';
import { and, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { ownNotifications } from '../../policies/notifications.js';
import type { Services } from '../../services.js';
import { findNotification } from './list-notifications.js';

export async function markNotification(
  svc: Pick<Services, 'db' | 'clock'>,
  user: AuthUser,
  id: string,
  read: boolean,
  lang: Language,
): Promise<Notification> {
  const mine = ownNotifications(user, id);
  // A notification already read keeps the time it was first read.
  await svc.db
    .update(notifications)
    .set({ readAt: read ? svc.clock.now() : null })
    .where(read ? and(mine, isNull(notifications.readAt)) : mine);
  const notification = await findNotification(svc.db, user, id, lang);
  if (!notification) throw new AppError(ErrorCode.NOT_FOUND);
  return notification;
}

export async function markAllNotificationsRead(svc: Pick<Services, 'db' | 'clock'>, user: AuthUser): Promise<void> {
  await svc.db
    .update(notifications)
    .set({ readAt: svc.clock.now() })
    .where(and(ownNotifications(user), isNull(notifications.readAt)));
}

export async function deleteNotification(svc: Pick<Services, 'db'>, user: AuthUser, id: string): Promise<void> {
  const deleted = await svc.db
    .delete(notifications)
    .where(ownNotifications(user, id))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
