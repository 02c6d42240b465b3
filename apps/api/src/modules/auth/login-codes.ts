// Issuing a sign-in code: a new random 6-digit code for the attempt, hashed at rest, valid 10
// minutes, emailed in the user's email language.
import type { Language } from '@fis/shared/enums';
import { OTP_TTL_MS } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { loginCodes } from '../../db/schema.js';
import { randomCode, sha256 } from '../../lib/secrets.js';
import { queueEmail } from '../../mail/outbox.js';
import type { Services } from '../../services.js';
import { displayNameOf, type UserRow } from '../users/users-repository.js';

/** Creates the attempt (attemptId undefined) or gives an existing one a fresh code. */
export async function sendLoginCode(
  tx: Executor,
  svc: Services,
  user: UserRow,
  attempt: { id?: string; rememberMe: boolean },
): Promise<{ attemptId: string; expiresAt: Date }> {
  const code = randomCode();
  const now = svc.clock.now();
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
  await queueEmail(tx, svc, {
    to: user.email,
    userId: user.id,
    language: user.emailLanguage as Language,
    template: 'loginCode',
    params: { name: await displayNameOf(tx, user, user.emailLanguage as Language), code },
  });
  return { attemptId, expiresAt };
}
