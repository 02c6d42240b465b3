// Step two of changing the sign-in email (docs/decisions/018): the code sent to the new address.
// Wrong codes count towards the sign-in codes' lockout (more than 3 in 24 hours: 5 minutes'
// wait). A right code changes the email, ends every session (this device gets a new one) and
// tells the old address.
import type { Session } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { OTP_MAX_WRONG } from '@fis/shared/limits';
import type { VerifyUserOtpInput } from '@fis/shared/settings-schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { loginCodeFailures, userOtps, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashesEqual, sha256 } from '../../lib/secrets.js';
import { queueEmail } from '../../mail/outbox.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { assertNotLocked, codeLimitOf } from '../auth/code-lockout.js';
import { createSession } from '../auth/create-session.js';
import { retireEmailTokens } from '../auth/email-tokens.js';
import { displayNameOf, emailTaken } from '../users/users-repository.js';

export async function verifyUserOtp(ctx: SignedInContext, input: Required<VerifyUserOtpInput>): Promise<Session> {
  const userId = ctx.user.id;
  // Another account's code is as unknown as a made-up id.
  const [otp] = await ctx.db
    .select()
    .from(userOtps)
    .where(and(eq(userOtps.id, input.otpId), eq(userOtps.userId, userId)));
  if (!otp) throw new AppError(ErrorCode.NOT_FOUND, { field: 'otpId' });
  if (otp.consumedAt) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });
  await assertNotLocked(ctx.db, ctx.clock, userId);

  const now = ctx.clock.now();
  if (otp.expiresAt <= now) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });

  if (!hashesEqual(otp.codeHash, sha256(`${otp.id}:${input.code}`))) {
    await ctx.db.insert(loginCodeFailures).values({ userId, createdAt: now });
    const limit = await codeLimitOf(ctx.db, ctx.clock, userId);
    if (limit.wrongAttempts > OTP_MAX_WRONG) {
      await ctx.db.update(userOtps).set({ expiresAt: now }).where(eq(userOtps.id, otp.id));
      throw new AppError(ErrorCode.OTP_LOCKED, { retryAfter: limit.retryAfter });
    }
    throw new AppError(ErrorCode.OTP_INCORRECT, { field: 'code' });
  }

  const updated = await ctx.db.transaction(async (tx) => {
    // Single use even under concurrent requests: only one update can flip consumed_at.
    const [consumed] = await tx
      .update(userOtps)
      .set({ consumedAt: now })
      .where(and(eq(userOtps.id, otp.id), isNull(userOtps.consumedAt)))
      .returning({ id: userOtps.id });
    if (!consumed) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });
    // Taken meanwhile (someone registered it after the code was sent): nothing changes.
    if (await emailTaken(tx, otp.newEmail)) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new AppError(ErrorCode.UNAUTHORIZED);
    const [row] = await tx
      .update(users)
      .set({
        email: otp.newEmail,
        emailVerifiedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning()
      .catch((err: unknown) => {
        // Registered at the same instant: the unique index has the last word.
        if ((err as { code?: string }).code === '23505') throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
        throw err;
      });
    if (!row) throw new AppError(ErrorCode.UNAUTHORIZED);
    // A reset link mailed to the old address must not take the account back.
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.RESET_PASSWORD);
    const language = row.emailLanguage as Language;
    await queueEmail(tx, ctx, {
      to: before.email,
      userId,
      language,
      template: 'emailChanged',
      params: { name: await displayNameOf(tx, row, language), newEmail: otp.newEmail },
    });
    endSessionsAfterCommit(tx, ctx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'user.email-changed',
      entityType: 'user',
      entityId: userId,
      ip: ctx.ip,
    });
    return row;
  });
  return createSession(ctx, updated, false);
}
