// Which failures mean "a service we depend on is out of reach for now" rather than a fault in
// the request or in our code: they answer 503 SERVICE_UNAVAILABLE with Retry-After, and the same
// request is expected to work once the service is back (docs/decisions/031).

/** Socket-level failures: refused, reset, timed out, name not resolved. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away or not taking connections: the class 08
 * connection exceptions, 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now: a
 * restart or a failover), 53300 (too many connections) and 57014 (a statement cancelled by our
 * statement_timeout).
 */
const POSTGRES_STATES = new Set(['53300', '57014', '57P01', '57P02', '57P03']);

/** node-postgres and node-redis say these in words only. */
const MESSAGES = [
  'Connection terminated',
  // A transaction whose connection dropped: Drizzle's ROLLBACK on it fails with this, and throws it.
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'The client is closed',
  'Socket closed unexpectedly',
  'Connection timeout',
  'Client is offline',
];

function isOutageError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return MESSAGES.some((message) => err.message.includes(message));
}

/**
 * Whether `err`, or what it wraps (Drizzle's DrizzleQueryError keeps the driver's error as its
 * cause; a refused connection to a host with several addresses is an AggregateError), is a
 * service out of reach.
 */
export function isServiceOutage(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [err];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isOutageError(next)) return true;
    if (next instanceof AggregateError) pending.push(...next.errors);
    if (next instanceof Error) pending.push(next.cause);
  }
  return false;
}
