// A service named by a setting that cannot be reached at start-up stops the process with one
// line naming the setting and the reason, as a bad value of any setting does (README "Settings"),
// rather than with a stack trace or a wait without end (docs/decisions/031).
import { ConfigError } from './env.js';

const SERVICES = {
  DATABASE_URL: { name: 'PostgreSQL', port: '5432' },
  REDIS_URL: { name: 'Redis', port: '6379' },
} as const;

export type ServiceSetting = keyof typeof SERVICES;

/** The driver's words for the failure; a refused connection to a name with several addresses is an AggregateError with none of its own. */
function reasonOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause instanceof AggregateError ? cause.errors[0] : undefined;
  const code = (cause as { code?: unknown }).code;
  return (
    cause.message || (inner instanceof Error ? inner.message : '') || (typeof code === 'string' ? code : cause.name)
  );
}

/** The error that stops the start: `SETTING: <service> at host:port cannot be reached (reason)`. */
export function unreachableService(setting: ServiceSetting, url: string, cause: unknown): ConfigError {
  const service = SERVICES[setting];
  const { hostname, port } = new URL(url);
  return new ConfigError(
    `${setting}: ${service.name} at ${hostname}:${port || service.port} cannot be reached (${reasonOf(cause)}); check the setting and that ${service.name} is running.`,
    { cause },
  );
}
