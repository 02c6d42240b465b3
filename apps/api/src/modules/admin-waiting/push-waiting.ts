// The admin dashboard's live counts (docs/decisions/025-eligibility.md, after decision 016): a
// use case that changes what waits for the scheme office pushes 'admin:waiting' to every active
// admin's room once its transaction commits; the dashboards refetch GET /v1/admin/waiting.
import type { WaitingQueue } from '@fis/shared/eligibility-schemas';
import { Role, UserStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';

/** Tells every admin, after the commit, that `queue` changed. */
export async function pushWaitingChanged(
  tx: Executor,
  svc: Pick<Services, 'realtime'>,
  queue: WaitingQueue,
): Promise<void> {
  const admins = await activeAdminIds(tx);
  if (admins.length === 0) return;
  pushAfterCommit(tx, svc, admins, 'admin:waiting', { queue });
}

/** Every active admin's user id: the rooms an office-wide push goes to. */
export async function activeAdminIds(tx: Executor): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.ADMIN), eq(users.status, UserStatus.ACTIVE)));
  return admins.map((admin) => admin.id);
}
