import { Role, UserStatus } from '@fis/shared/enums';
import type { Coordinator } from '@fis/shared/institution-schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { INVITE_EXPIRES_AT, invitationState } from '../admin-team/list-admins.js';

/** The institutions' coordinators: active ones and pending invitations, by institution, oldest first. */
export async function readCoordinators(db: Executor, clock: Clock, onlyId?: string): Promise<Coordinator[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      institution: users.institution,
      status: users.status,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      inviteExpiresAt: INVITE_EXPIRES_AT,
    })
    .from(users)
    .where(
      and(
        eq(users.role, Role.INSTITUTION),
        inArray(users.status, [UserStatus.ACTIVE, UserStatus.INVITED]),
        onlyId ? eq(users.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(users.institution), asc(users.createdAt), asc(users.id));
  const now = clock.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    institution: row.institution ?? '',
    ...invitationState(row.status, row.inviteExpiresAt, now),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  }));
}

/** GET /v1/admin/institution-coordinators. */
export async function listCoordinators(ctx: SignedInContext): Promise<{ items: Coordinator[] }> {
  assertMayManageAccounts(ctx.user);
  return { items: await readCoordinators(ctx.db, ctx.clock) };
}
