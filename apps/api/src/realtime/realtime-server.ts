// The real-time socket (SPEC section 7, docs/decisions/016): socket.io on the API's own host and
// port. A socket is accepted only with a session token that HTTP would accept (userOfToken), sent
// in the handshake's `auth.token`, an `Authorization: Bearer` header or the web app's session
// cookie (from a page of our own origin only, docs/decisions/043), and joins its user's room; events go to rooms only. With REDIS_URL, the Redis adapter carries each push and
// each disconnection to every instance.

import { ErrorCode } from '@fis/shared/error-codes';
import { REALTIME_PATH } from '@fis/shared/realtime-events';
import { SESSION_COOKIE } from '@fis/shared/web-session';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../lib/app-error.js';
import { connectRedis, type RedisClient, type RedisLog } from '../lib/redis-connection.js';
import { isServiceOutage } from '../lib/service-outage.js';
import { comesFromOwnOrigin } from '../lib/web-session.js';
import { userOfToken } from '../modules/auth/user-of-token.js';
import type { Services } from '../services.js';
import { type Realtime, userRoom } from './push.js';
import { socketCaps } from './socket-caps.js';

/**
 * The token of a handshake: `auth.token` first, else the Authorization header, else the session
 * cookie when the page that opened the socket is of our own origin (a page of another site cannot
 * borrow a browser's session).
 */
function handshakeToken(socket: Socket, app: FastifyInstance): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const { authorization, cookie } = socket.handshake.headers;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  if (!cookie || !comesFromOwnOrigin(socket.handshake.headers, app.config.publicUrl)) return undefined;
  return app.parseCookie(cookie)[SESSION_COOKIE];
}

/**
 * The adapter publishes each push and each disconnection, and (un)subscribes, without waiting for
 * Redis's answer; while Redis is away those calls fail, and a failure nobody waits for would end
 * the process. Here each is caught: the connection has logged the outage itself (redis-connection.ts),
 * and a failure while it is up is logged here. A push still reaches this instance's own sockets,
 * which the adapter serves either way; decision 016 covers the others (refetch on reconnect, the
 * bell's polling).
 */
function unawaitedCallsCaught(client: RedisClient, methods: string[], log: RedisLog): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && methods.includes(property)) {
        return (...args: unknown[]) =>
          (value.apply(target, args) as Promise<unknown>).catch((err) => {
            if (target.isReady) log.warn({ err }, `Redis ${property} failed (live updates)`);
          });
      }
      return value.bind(target);
    },
  });
}

async function redisAdapter(url: string, log: RedisLog) {
  const pub = await connectRedis(url, 'live updates, publishing', log);
  const sub = await connectRedis(url, 'live updates, subscribed', log).catch((err) => {
    pub.destroy();
    throw err;
  });
  return {
    adapter: createAdapter(
      unawaitedCallsCaught(pub, ['publish'], log),
      unawaitedCallsCaught(sub, ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'], log),
    ),
    close: async () => {
      // quit() while Redis is away would wait for it: what is left unsent can go.
      for (const client of [pub, sub]) {
        if (client.isReady) await client.quit();
        else if (client.isOpen) client.destroy();
      }
    },
  };
}

/** Attaches the socket server to the app's HTTP server; it closes before the app does. */
export async function startRealtime(app: FastifyInstance, svc: Pick<Services, 'config' | 'clock' | 'db'>) {
  const redis = svc.config.redisUrl ? await redisAdapter(svc.config.redisUrl, app.log) : undefined;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  const caps = socketCaps(svc.config);
  io.use((socket, next) => {
    const address = caps.addressOf(socket.request);
    // Counted before the token is checked, so that handshakes under way count too.
    if (!caps.byAddress.take(address)) return next(new Error(ErrorCode.TOO_MANY_CONNECTIONS));
    let userId: string | undefined;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      caps.byAddress.release(address);
      if (userId) caps.byUser.release(userId);
    };
    const refuse = (reason: string) => {
      release();
      next(new Error(reason));
    };
    userOfToken(svc, handshakeToken(socket, app)).then(
      (user) => {
        if (!user) return refuse('UNAUTHORIZED');
        if (!caps.byUser.take(user.id)) return refuse(ErrorCode.TOO_MANY_CONNECTIONS);
        userId = user.id;
        socket.data.userId = user.id;
        // The connection's end, however it comes (either side, or closed before it was accepted).
        socket.conn.once('close', release);
        next();
      },
      // A suspended account is told so (the page then says whom to contact); a database out of
      // reach is not the token's fault; anything else is a refusal.
      (err) =>
        refuse(
          err instanceof AppError && err.code === ErrorCode.ACCOUNT_SUSPENDED
            ? err.code
            : isServiceOutage(err)
              ? ErrorCode.SERVICE_UNAVAILABLE
              : 'UNAUTHORIZED',
        ),
    );
  });
  io.on('connection', async (socket) => {
    const userId = socket.data.userId as string;
    await socket.join(userRoom(userId));
    // Sessions ended between the check above and the join found no socket in the room to end:
    // checked again now that it is there (a later end finds it).
    const still = await userOfToken(svc, handshakeToken(socket, app)).catch(() => null);
    if (still?.id !== userId) socket.disconnect(true);
  });

  app.addHook('preClose', async () => {
    // Not io.close(): it would close the HTTP server, which Fastify closes itself.
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await redis?.close();
  });

  const realtime: Realtime = {
    pushTo(userIds, event, payload) {
      if (userIds.length === 0) return;
      io.to([...new Set(userIds)].map(userRoom)).emit(event, payload);
    },
    endSessions(userId) {
      // The Redis adapter ends even this instance's sockets by a round trip through Redis: ended
      // here first, so that a sign-out while Redis is away still ends them (decision 031).
      io.local.in(userRoom(userId)).disconnectSockets(true);
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
  return realtime;
}
