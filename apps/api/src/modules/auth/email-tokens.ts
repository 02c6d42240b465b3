// Single-use links (email verification, password reset, admin invitation): 256 random bits in the
// link, only the SHA-256 hash stored, valid 24 hours unless the purpose gives its own time.
import type { EmailTokenPurpose } from '@fis/shared/enums';
import { EMAIL_TOKEN_TTL_MS } from '@fis/shared/limits';
import { RETURN_PARAM } from '@fis/shared/return-path';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { emailTokens } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/secrets.js';

/** An email's link to `page` with its token, going on to `next` (a page of the candidate area) once signed in. */
export function emailTokenLink(publicUrl: string, page: string, token: string, next: string | undefined): string {
  const query = new URLSearchParams({ token, ...(next ? { [RETURN_PARAM]: next } : {}) });
  return `${publicUrl}${page}?${query}`;
}

/** What a link may carry besides its user and purpose. */
interface EmailTokenOptions {
  /** How long the link works (EMAIL_TOKEN_TTL_MS unless the purpose gives its own). */
  ttlMs?: number;
  /** Who sent the link for someone else (an admin's invitation). */
  issuedByUserId?: string | null;
  /** The page of the candidate area the link goes on to once signed in. */
  next?: string;
}

export async function createEmailToken(
  tx: Executor,
  clock: Clock,
  userId: string,
  purpose: EmailTokenPurpose,
  { ttlMs = EMAIL_TOKEN_TTL_MS, issuedByUserId = null, next }: EmailTokenOptions = {},
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    issuedByUserId,
    next: next ?? null,
  });
  return token;
}

/**
 * The user's latest link of the purpose: when it was sent (a reset's cooldown) and the page it went
 * on to (a verification sent again goes there too); undefined when none was ever sent.
 */
export async function latestEmailToken(
  tx: Executor,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<{ createdAt: Date; next: string | null } | undefined> {
  const [row] = await tx
    .select({ createdAt: emailTokens.createdAt, next: emailTokens.next })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeEmailToken(
  tx: Executor,
  clock: Clock,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const now = clock.now();
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * The user of a token of the purpose that was issued, whether used or expired; null when no such
 * token was ever issued.
 */
export async function issuedEmailTokenUser(
  tx: Executor,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose)));
  return row?.userId ?? null;
}

/** Retires every unused token of the purpose, so that no older link outlives a new password. */
export async function retireEmailTokens(tx: Executor, clock: Clock, userId: string, purpose: EmailTokenPurpose) {
  await tx
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Retires every unused token of the purpose that this user sent for someone else, so that no link
 * outlives its sender's access; returns the users the links were for.
 */
export async function retireEmailTokensIssuedBy(
  tx: Executor,
  clock: Clock,
  issuedByUserId: string,
  purpose: EmailTokenPurpose,
): Promise<string[]> {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(eq(emailTokens.issuedByUserId, issuedByUserId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
    )
    .returning({ userId: emailTokens.userId });
  return [...new Set(rows.map((row) => row.userId))];
}
