// Settings, checked once at start-up. A bad value stops the process with a message naming the
// setting, rather than failing later in the middle of a request. See .env.example.
import { isIP } from 'node:net';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), `must start with ${protocols.join(': or ')}:`);

/** Names of address ranges that Fastify's proxy-addr knows. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies in front of us may say who the caller is (X-Forwarded-For): none (the default:
 * the caller is the connecting address), a hop count, or the proxies' addresses and ranges.
 * Trusting everyone is refused: anyone could then pick the address their requests count against.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true' || value === '*') {
      ctx.addIssue({
        code: 'custom',
        message:
          'must name the proxies (a hop count, addresses or ranges): trusting every caller lets anyone forge X-Forwarded-For',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is neither a hop count (1, 2…) nor an address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Unset: every interface in production, only this machine otherwise (config.ts).
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url(['http', 'https']).optional(),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().default('FinTech Internship Scheme <no-reply@fintech-scheme.hk>'),
    // Where need-help requests are emailed: the scheme office (docs/decisions/019-need-help.md).
    SUPPORT_EMAIL: z.email('must be an email address').default('internship@fintech-scheme.hk'),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The working days an item may wait in one of the office's queues before it is marked past due.
    QUEUE_DUE_WORKING_DAYS: z.coerce
      .number({ error: 'must be a whole number of working days' })
      .int('must be a whole number of working days')
      .min(1, 'must be at least 1')
      .max(30, 'must be at most 30')
      .default(3),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TOKEN_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (links in emails)' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (there is no development mailbox)',
      });
    }
  });
export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  return result.data;
}
