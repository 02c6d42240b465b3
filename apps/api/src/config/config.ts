// The resolved configuration the app runs with: settings plus what is derived from them
// (the data folder, the token secret kept there in development, the public URL).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GROUP_MESSAGES_PER_HOUR } from '@fis/shared/group-message-schemas';
import type { Env } from './env.js';

export interface RateLimits {
  /** Counted tries per window from one address to one group of sensitive endpoints. */
  perAddress: number;
  /** Counted tries per window against one account (email, company, or code sign-in attempt). */
  perAccount: number;
  windowMs: number;
}

/**
 * Uploads per account (each request counts, whatever its number of files): building a profile
 * and applying to several companies in one sitting takes about a dozen; 30 per 15 minutes leaves
 * room for retries, and bounds what one account can make the server decode.
 */
export interface UploadLimits {
  perAccount: number;
  windowMs: number;
}

/**
 * Messages sent per account (a new one, a reply or a forward, each up to 10 recipients): a busy
 * conversation is a few a minute; 60 per 15 minutes leaves room for that and bounds how many
 * notifications and emails one account can cause (docs/decisions/015-messages.md).
 */
export type MessageLimits = UploadLimits;

/** Group messages one officer may send in an hour (docs/decisions/049): each reaches up to thousands. */
export type GroupMessageLimits = UploadLimits;

/**
 * Need-help requests (docs/decisions/019-need-help.md), every request counted: per address, room
 * for a campus behind one address; per email address given, a few an hour, which no honest
 * person needs more of and which bounds the emails one address can be made to receive.
 */
const HELP_REQUEST_LIMITS: RateLimits = { perAddress: 30, perAccount: 5, windowMs: 60 * 60 * 1000 };

/**
 * Failed sign-ins (and the other counted tries of plugins/rate-limit.ts) per 15 minutes: sized
 * for a university network, where thousands of students share one address, while one account
 * stays tight. The figures and why: docs/decisions/010-trusted-proxies-and-rate-limits.md.
 */
const RATE_LIMITS: RateLimits = { perAddress: 600, perAccount: 10, windowMs: 15 * 60 * 1000 };

/**
 * Real-time sockets open at once on one instance (docs/decisions/031). Per user: a socket per
 * signed-in tab, and a person with a few tabs on a laptop and a phone is far from 10; more is a
 * script or a fault in a client. Per address: a whole campus behind one NAT address, as for the
 * sign-in limits (decision 010): of the ~2,000 students planned for at a deadline, those with a
 * page open at the same moment are fewer, and 1,000 bounds what one address can make an instance
 * hold (each socket keeps its buffers and a room) at a few tens of megabytes.
 */
export interface SocketLimits {
  perUser: number;
  perAddress: number;
}
const SOCKET_LIMITS: SocketLimits = { perUser: 10, perAddress: 1_000 };

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Proxies whose X-Forwarded-For names the caller: none, a hop count, or addresses and ranges. */
  trustProxy: false | number | string[];
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The scheme office's address, where need-help requests are emailed. */
  supportEmail: string;
  tokenSecret: string;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: RateLimits;
  uploadLimits: UploadLimits;
  messageLimits: MessageLimits;
  groupMessageLimits: GroupMessageLimits;
  helpRequestLimits: RateLimits;
  /** Working days an item of the office's queues may wait before it is past due (decision 051). */
  queueDueWorkingDays: number;
  socketLimits: SocketLimits;
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
    // Outside production the platform holds the published demo passwords and the development
    // mailbox: it listens to this machine only unless HOST says otherwise.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    trustProxy: env.TRUST_PROXY,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    tokenSecret: tokenSecretFor(env, dataDir),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    rateLimits: RATE_LIMITS,
    uploadLimits: { perAccount: 30, windowMs: 15 * 60 * 1000 },
    messageLimits: { perAccount: 60, windowMs: 15 * 60 * 1000 },
    groupMessageLimits: { perAccount: GROUP_MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000 },
    helpRequestLimits: HELP_REQUEST_LIMITS,
    queueDueWorkingDays: env.QUEUE_DUE_WORKING_DAYS,
    socketLimits: SOCKET_LIMITS,
    webDistDir,
  };
}

/**
 * Fastify's trustProxy option for the setting. Fastify trusts no hop at all when given a bare hop
 * count, so a count becomes the rule proxy-addr applies to one: the `hops` nearest addresses (the
 * connecting one first) are proxies, and the caller is the address just before them.
 */
export function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
