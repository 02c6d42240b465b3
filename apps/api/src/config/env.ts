// Settings, checked once at start-up. A bad value stops the process with a message naming the
// setting, rather than failing later in the middle of a request. See .env.example.
import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), `must start with ${protocols.join(': or ')}:`);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url(['http', 'https']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().default('FinTech Internship Scheme <no-reply@fintech-scheme.hk>'),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
