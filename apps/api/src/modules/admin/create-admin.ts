import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { emailField, newPasswordField } from '@fis/shared/field-schemas';
import type { UseCaseContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { emailTaken } from '../users/users-repository.js';

/** The scheme office's administrator accounts are made on the server, never through the web. */
export async function createAdminAccount(
  ctx: Pick<UseCaseContext, 'db' | 'clock'>,
  input: { email: string; password: string },
): Promise<string> {
  const email = emailField().parse(input.email);
  const checked = newPasswordField().safeParse(input.password);
  if (!checked.success) throw new AppError(checked.error.issues[0]?.message as ErrorCode, { field: 'password' });
  const passwordHash = await hashPassword(checked.data);
  return ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    const [admin] = await tx
      .insert(users)
      .values({ email, role: Role.ADMIN, passwordHash, emailVerifiedAt: ctx.clock.now(), isFirstLogin: false })
      .returning({ id: users.id });
    if (!admin) throw new Error('admin insert returned no row');
    await writeAudit(tx, ctx.clock, {
      actorUserId: null,
      action: 'admin.created',
      entityType: 'user',
      entityId: admin.id,
    });
    return admin.id;
  });
}
