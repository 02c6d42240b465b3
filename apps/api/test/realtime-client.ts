// A real socket.io client for the real-time tests: connects with auth.token, an Authorization
// header or a browser's session cookie and Origin, and keeps every event it receives; and the
// set-up of a file of socket tests, which closes the sockets it opened.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './helper.js';

export interface TestSocket {
  socket: Socket;
  events: Array<{ event: string; payload: unknown }>;
  /** Resolves with the next `event` (or one already received), or fails after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ends the connection. */
  disconnected(timeoutMs?: number): Promise<string>;
}

/**
 * How long an event may take before the wait fails: long enough for a busy machine (two instances
 * and Redis sharing two cores with other test files), so it only ends a wait for an event that
 * will never come.
 */
const EVENT_DEADLINE_MS = 60_000;

function within<T>(timeoutMs: number, what: string, work: (resolve: (value: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    work((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Connects; rejects with the server's refusal (connect_error's message). */
export function connectSocket(
  t: Pick<TestApp, 'url'>,
  how: { token?: string; header?: string; forwardedFor?: string; cookie?: string; origin?: string } = {},
): Promise<TestSocket> {
  const socket = io(t.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(how.token ? { auth: { token: how.token } } : {}),
    extraHeaders: {
      ...(how.header ? { authorization: how.header } : {}),
      ...(how.forwardedFor ? { 'x-forwarded-for': how.forwardedFor } : {}),
      ...(how.cookie ? { cookie: how.cookie } : {}),
      ...(how.origin ? { origin: how.origin } : {}),
    },
  });
  const events: TestSocket['events'] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  const opened: TestSocket = {
    socket,
    events,
    next: (event, timeoutMs = EVENT_DEADLINE_MS) =>
      within(timeoutMs, event, (resolve) => {
        const seen = events.find((e) => e.event === event);
        if (seen) return resolve(seen.payload);
        const listener = (name: string, payload: unknown) => {
          if (name !== event) return;
          socket.offAny(listener);
          resolve(payload);
        };
        socket.onAny(listener);
      }),
    disconnected: (timeoutMs = EVENT_DEADLINE_MS) =>
      within(timeoutMs, 'disconnect', (resolve) => {
        if (!socket.connected) return resolve('already');
        socket.once('disconnect', (reason) => resolve(reason));
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(opened));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * The set-up of a file of socket tests on one app: `start` starts the app before the file's tests,
 * and after them every socket `connected` opened is closed, then the app.
 */
export function socketTestSetUp(start: () => Promise<TestApp>) {
  let app: TestApp | undefined;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    for (const s of open) s.socket.close();
    await app?.close();
  });
  return {
    /** connectSocket, the socket kept to be closed after the file's tests. */
    async connected(how?: Parameters<typeof connectSocket>[1]): Promise<TestSocket> {
      if (!app) throw new Error('the app has not started');
      const s = await connectSocket(app, how);
      open.push(s);
      return s;
    },
  };
}
