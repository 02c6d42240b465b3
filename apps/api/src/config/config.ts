// The resolved configuration the app runs with: settings plus what is derived from them
// (the data folder, the token secret kept there in development, the public URL).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from './env.js';

export interface RateLimits {
  /** Requests per window from one address to one group of sensitive endpoints. */
  perAddress: number;
  /** Attempts per window against one account (email or attempt). */
  perAccount: number;
  windowMs: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  tokenSecret: string;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: RateLimits;
  /** Where the built web app is; served on the same port as the API. */
  webDistDir?: string;
}

function tokenSecretFor(env: Env, dataDir: string): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  // Development only (production requires TOKEN_SECRET): generate once, keep it in the data
  // folder so sessions survive restarts.
  const file = resolve(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function buildConfig(env: Env, webDistDir?: string): AppConfig {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    tokenSecret: tokenSecretFor(env, dataDir),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    rateLimits: { perAddress: 30, perAccount: 10, windowMs: 15 * 60 * 1000 },
    webDistDir,
  };
}
