// Whose notifications a caller reads, marks and deletes: their own only. Someone else's answers
// 404, as if it did not exist, because every query is limited by this condition.
import { and, eq, type SQL } from 'drizzle-orm';
import { notifications } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';

/** The caller's own notifications; with `id`, that one of them. */
export function ownNotifications(user: AuthUser, id?: string): SQL {
  const mine = eq(notifications.userId, user.id);
  return id === undefined ? mine : (and(mine, eq(notifications.id, id)) as SQL);
}
