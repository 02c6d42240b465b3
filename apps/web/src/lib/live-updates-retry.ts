// When the live-updates socket tries again after the server refused its handshake (docs/decisions/016
// and 031). socket.io-client retries a connection that failed by itself, but not a handshake the
// server's middleware refused: the API refuses with SERVICE_UNAVAILABLE while the database is away
// and with TOO_MANY_CONNECTIONS past a user's 10 sockets, and either passes without a reload.
import type { ErrorCode } from '@fis/shared/error-codes';

/** The code, checked against shared's list without loading it. */
export const TOO_MANY_CONNECTIONS = 'TOO_MANY_CONNECTIONS' satisfies ErrorCode;

/** SPEC section 9: a reconnection waits 1 s to 5 s. */
const RECONNECTION = { firstMs: 1000, longestMs: 5000 };
/**
 * Past the cap, another of the person's tabs has to close first, which a handshake every few
 * seconds from each refused tab would not hasten (each costs the API a database read).
 */
const OVER_CAP = { firstMs: 5000, longestMs: 30_000 };

/**
 * The wait before retry `attempt` (0: the first) after a refusal with `code`: its ceiling doubles
 * from the first wait to the longest, and each wait is drawn between the first and that ceiling, so
 * that the pages refused during one outage do not all come back at the same moment.
 */
export function refusedRetryDelay(code: string, attempt: number, random: () => number = Math.random): number {
  const { firstMs, longestMs } = code === TOO_MANY_CONNECTIONS ? OVER_CAP : RECONNECTION;
  const ceiling = Math.min(longestMs, firstMs * 2 ** attempt);
  return Math.round(firstMs + random() * (ceiling - firstMs));
}
