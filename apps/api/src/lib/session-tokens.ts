// Bearer tokens: HS256 only, expiry enforced against our clock, and a per-user token version
// checked on every request so that sign-out, password change and deletion revoke them.
import { webcrypto } from 'node:crypto';
import { ROLE_VALUES } from '@fis/shared/enums';
import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@fis/shared/limits';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from './clock.js';

const ALG = 'HS256';
const ISSUER = 'fintech-internship-scheme';

export interface TokenClaims {
  sub: string;
  role: number;
  tv: number;
}

// A signature proves only that we issued the token, not that its claims have the shapes the
// queries behind it expect (a subject that is not a UUID would fail in the database as a 500):
// claims of any other shape are a bad token, like a bad signature.
const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.union(ROLE_VALUES.map((role) => z.literal(role))),
  tv: z.number().int().min(0).max(2_147_483_647),
});

// The secret as an HMAC key, made once per secret: imported again for every request's token, it
// took about 4% of the API's CPU time on the recommendations bench.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function key(secret: string): Promise<webcrypto.CryptoKey> {
  let made = keys.get(secret);
  if (!made) {
    made = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, made);
  }
  return made;
}

export async function issueToken(
  secret: string,
  clock: Clock,
  claims: TokenClaims,
  rememberMe: boolean,
): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(clock.now().getTime() / 1000);
  const exp = now + (rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS);
  const token = await new SignJWT({ role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: ALG })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(await key(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

export async function readToken(secret: string, clock: Clock, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [ALG],
      issuer: ISSUER,
      currentDate: clock.now(),
      requiredClaims: ['exp', 'sub'],
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
