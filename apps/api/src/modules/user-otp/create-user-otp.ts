// Step one of changing the sign-in email (docs/decisions/018): the password again, then a
// 6-digit code, hashed at rest and valid 10 minutes as the sign-in codes are, sent to the NEW
// address, so the change proves the person holds it.
import { ErrorCode } from '@fis/shared/error-codes';
import { OTP_TTL_MS } from '@fis/shared/limits';
import type { createUserOtpSchema } from '@fis/shared/settings-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { userOtps } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { randomCode, sha256 } from '../../lib/secrets.js';
import { queueAccountEmail } from '../../mail/account-email.js';
import { assertNotLocked } from '../auth/code-lockout.js';
import { emailTaken, findUserById } from '../users/users-repository.js';

type Input = z.output<typeof createUserOtpSchema>;

export async function createUserOtp(
  ctx: SignedInContext,
  input: Input,
): Promise<{ otpId: string; email: string; expiresAt: string }> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(ErrorCode.OLD_PASSWORD_INCORRECT, { field: 'password' });
  }
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError(ErrorCode.EMAIL_UNCHANGED, { field: 'email' });
  }
  // Wrong codes of any kind count towards one lockout per account (code-lockout.ts).
  await assertNotLocked(ctx.db, ctx.clock, user.id);

  const code = randomCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const otpId = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    // One open code per account: asking again retires the earlier one.
    await tx
      .update(userOtps)
      .set({ expiresAt: now })
      .where(and(eq(userOtps.userId, user.id), isNull(userOtps.consumedAt)));
    await tx.insert(userOtps).values({
      id: otpId,
      userId: user.id,
      purpose: input.purpose,
      newEmail: input.email,
      codeHash: sha256(`${otpId}:${code}`),
      expiresAt,
      createdAt: now,
    });
    await queueAccountEmail(tx, ctx, user, { to: input.email, template: 'emailChangeCode', params: { code } });
  });
  return { otpId, email: input.email, expiresAt: expiresAt.toISOString() };
}
