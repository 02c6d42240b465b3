import type { TeamMember } from '@fis/shared/admin-account-schemas';
import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';

/** When an invited account's newest pending link ends, in ms (a column of `users` rows). */
export const INVITE_EXPIRES_AT = sql<number | null>`(
  SELECT (extract(epoch FROM max(t.expires_at)) * 1000)::float8 FROM email_tokens t
  WHERE t.user_id = users.id AND t.purpose = ${EmailTokenPurpose.ADMIN_INVITE} AND t.used_at IS NULL)`;

/** An invited account's state: active, invited until its link ends, then expired; and that end. */
export function invitationState(status: number, expiresAtMs: number | null, now: Date) {
  const invited = status === UserStatus.INVITED;
  const expiresAt = invited && expiresAtMs !== null ? new Date(Number(expiresAtMs)) : null;
  const state = !invited ? 'active' : expiresAt && expiresAt > now ? 'invited' : 'expired';
  return { state: state as 'active' | 'invited' | 'expired', inviteExpiresAt: expiresAt?.toISOString() ?? null };
}

/** The team's members: active admins and pending invitations (newest link's end), oldest first. */
export async function readTeam(db: Executor, clock: Clock, selfId: string, onlyId?: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      // Spelled out: drizzle would name the outer column unqualified inside the subquery.
      inviteExpiresAt: INVITE_EXPIRES_AT,
    })
    .from(users)
    .where(
      and(
        eq(users.role, Role.ADMIN),
        inArray(users.status, [UserStatus.ACTIVE, UserStatus.INVITED]),
        onlyId ? eq(users.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
  const now = clock.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    ...invitationState(row.status, row.inviteExpiresAt, now),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    isSelf: row.id === selfId,
  }));
}

export async function listAdmins(ctx: SignedInContext): Promise<{ items: TeamMember[] }> {
  assertMayManageAccounts(ctx.user);
  return { items: await readTeam(ctx.db, ctx.clock, ctx.user.id) };
}
