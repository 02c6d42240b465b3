// The one-click unsubscribe link of the notification emails (RFC 8058): it works without
// signing in, so the link itself proves whose it is. Its token is an HMAC of the purpose and
// the user's id under TOKEN_SECRET: nothing is stored, it cannot be guessed or moved to another
// user, and it stays valid as long as the secret (a mail client may use it months later).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Role } from '@fis/shared/enums';
import type { AppConfig } from '../config/config.js';

const PURPOSE = 'email-unsubscribe:notifications';

/** The public address that answers the link (routes/email-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/api/v1/email-unsubscribe';

function tokenFor(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest();
}

export function unsubscribeUrl(config: Pick<AppConfig, 'publicUrl' | 'tokenSecret'>, userId: string): string {
  const query = new URLSearchParams({
    user: userId,
    token: tokenFor(config.tokenSecret, userId).toString('base64url'),
  });
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

/** Whether `token` is the user's own, compared in constant time. */
export function isUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = tokenFor(secret, userId);
  const given = Buffer.from(token, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web page where a role turns its notification emails on and off; null for a role without one. */
export function settingsPathOf(role: number): string | null {
  if (role === Role.CANDIDATE) return '/candidate/setting';
  if (role === Role.COMPANY) return '/company/setting';
  if (role === Role.ADMIN) return '/admin-portal/settings';
  return null;
}
