import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Services } from '../../services.js';

/** Marks an account deleted and ends its sessions; its records stay for the audit trail. */
export async function deleteUser(svc: Services, adminId: string, userId: string): Promise<void> {
  await svc.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: UserStatus.DELETED, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: svc.clock.now() })
      .where(and(eq(users.id, userId), ne(users.role, Role.ADMIN)))
      .returning({ id: users.id });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await writeAudit(tx, svc.clock, {
      actorUserId: adminId,
      action: 'user.deleted',
      entityType: 'user',
      entityId: userId,
    });
  });
}
