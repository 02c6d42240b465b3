// The real-time socket of a signed-in page (SPEC sections 7 and 9, docs/decisions/016): opened
// with the session cookie, which the browser sends with the handshake (docs/decisions/043), retried every 1 to 5 s, given 20 s to connect; a handshake the server
// refused for a while (an outage, too many sockets) is retried too (lib/live-updates-retry.ts). Its
// events carry ids only; the caller turns each into the refetch of what it changes, and everything
// after a reconnect, as anything may have changed while it was down. Loaded lazily, with the
// signed-in shell.
import type { RealtimeEvent, RealtimeEvents } from '@fis/shared/realtime-events';
import { REALTIME_EVENTS, REALTIME_PATH } from '@fis/shared/realtime-events';
import { io } from 'socket.io-client';
import { ACCOUNT_SUSPENDED, endSuspendedSession } from './account-suspended';
import { setLiveStatus } from './live-status';
import { refusedRetryDelay, TOO_MANY_CONNECTIONS } from './live-updates-retry';
import { storage } from './storage';

export interface LiveUpdateHandlers {
  onEvent<E extends RealtimeEvent>(event: E, payload: RealtimeEvents[E]): void;
  /** The socket is back after a break: refetch whatever its events would have refreshed. */
  onReconnect(): void;
}

/** A signed-out or revoked session is not retried: the next call to the API ends it. */
const REFUSED = 'UNAUTHORIZED';
/** After the server ends the connection (a password change on this device) a new session may be set. */
const RETRY_AFTER_SERVER_MS = 1000;

/** Opens the socket; the returned function closes it (sign-out, leaving the signed-in shell). */
export function startLiveUpdates(handlers: LiveUpdateHandlers): () => void {
  let hadConnected = false;
  /** Handshakes refused in a row, other than a refused session's. */
  let refusals = 0;
  let retry = 0;
  const socket = io({
    path: REALTIME_PATH,
    // A WebSocket first, long-polling only when that fails (a proxy that does not pass WebSocket
    // upgrades, decision 016): polling first, then upgrading, cost the page a handshake of
    // requests and tasks while it was still starting (docs/decisions/014), and with several API
    // instances it needs sticky sessions.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
  });
  socket.on('connect', () => {
    setLiveStatus('live');
    // A page refused from its start may have missed anything by now, as after a break.
    if (hadConnected || refusals > 0) handlers.onReconnect();
    hadConnected = true;
    refusals = 0;
  });
  socket.on('disconnect', (reason) => {
    setLiveStatus('paused');
    if (reason === 'io server disconnect' && storage.hasSession()) {
      retry = window.setTimeout(() => socket.connect(), RETRY_AFTER_SERVER_MS);
    }
  });
  socket.on('connect_error', (err) => {
    // Suspension closed the socket: the page says so at once instead of waiting for the next click.
    if (err.message === ACCOUNT_SUSPENDED) return endSuspendedSession();
    if (err.message === REFUSED) {
      if (hadConnected) setLiveStatus('paused');
      return;
    }
    // Past the cap the person can do something about it (close a tab), so the page says why.
    setLiveStatus(err.message === TOO_MANY_CONNECTIONS ? 'too-many-tabs' : 'paused');
    // socket.io retries by itself unless the server refused the handshake (the socket is then inactive).
    if (!socket.active) {
      window.clearTimeout(retry);
      retry = window.setTimeout(() => socket.connect(), refusedRetryDelay(err.message, refusals++));
    }
  });
  for (const event of REALTIME_EVENTS) {
    socket.on(event as string, (payload: RealtimeEvents[typeof event]) => handlers.onEvent(event, payload));
  }
  return () => {
    window.clearTimeout(retry);
    socket.removeAllListeners();
    socket.close();
    setLiveStatus('live');
  };
}
