import type { CurrentUser } from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { toCurrentUser } from '../auth/create-session.js';

/** The create-profile step is over, finished or skipped: later sign-ins go to the dashboard. */
export async function completeFirstLogin(svc: Services, userId: string): Promise<CurrentUser> {
  const [user] = await svc.db
    .update(users)
    .set({ isFirstLogin: false, updatedAt: svc.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return toCurrentUser(svc.db, user);
}
