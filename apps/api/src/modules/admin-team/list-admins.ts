import type { TeamMember } from '@fis/shared/admin-account-schemas';
import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';

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
      inviteExpiresAt: sql<number | null>`(
        SELECT (extract(epoch FROM max(t.expires_at)) * 1000)::float8 FROM email_tokens t
        WHERE t.user_id = users.id AND t.purpose = ${EmailTokenPurpose.ADMIN_INVITE} AND t.used_at IS NULL)`,
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
  const now = clock.now().getTime();
  return rows.map((row) => {
    const invited = row.status === UserStatus.INVITED;
    const expiresAt = invited && row.inviteExpiresAt !== null ? new Date(Number(row.inviteExpiresAt)) : null;
    return {
      id: row.id,
      email: row.email,
      state: !invited ? 'active' : expiresAt && expiresAt.getTime() > now ? 'invited' : 'expired',
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      inviteExpiresAt: expiresAt?.toISOString() ?? null,
      isSelf: row.id === selfId,
    };
  });
}

export async function listAdmins(ctx: SignedInContext): Promise<{ items: TeamMember[] }> {
  assertMayManageAccounts(ctx.user);
  return { items: await readTeam(ctx.db, ctx.clock, ctx.user.id) };
}
