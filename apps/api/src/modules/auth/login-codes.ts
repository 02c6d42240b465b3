// Issuing a sign-in code: a new random 6-digit code for the attempt, hashed at rest, valid 10
// minutes, emailed in the language of the sign-in page it was asked from: the person waits for it
// there now, whatever language the account's other emails are set to (docs/decisions/035).
import { OTP_TTL_MS } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { loginCodes } from '../../db/schema.js';
import { randomCode, sha256 } from '../../lib/secrets.js';
import { queueEmail } from '../../mail/outbox.js';
import { displayNameOf, type UserRow } from '../users/users-repository.js';

/** Creates the attempt (attemptId undefined) or gives an existing one a fresh code. */
export async function sendLoginCode(
  tx: Executor,
  ctx: UseCaseContext,
  user: UserRow,
  attempt: { id?: string; rememberMe: boolean },
): Promise<{ attemptId: string; expiresAt: Date }> {
  const code = randomCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  let attemptId = attempt.id;
  if (attemptId) {
    await tx
      .update(loginCodes)
      .set({ codeHash: sha256(`${attemptId}:${code}`), expiresAt, consumedAt: null })
      .where(eq(loginCodes.id, attemptId));
  } else {
    attemptId = crypto.randomUUID();
    await tx.insert(loginCodes).values({
      id: attemptId,
      userId: user.id,
      codeHash: sha256(`${attemptId}:${code}`),
      rememberMe: attempt.rememberMe,
      expiresAt,
      createdAt: now,
    });
  }
  await queueEmail(tx, ctx, {
    to: user.email,
    userId: user.id,
    language: ctx.lang,
    template: 'loginCode',
    params: { name: await displayNameOf(tx, user, ctx.lang), code },
  });
  return { attemptId, expiresAt };
}
