// The one way the API pushes to users (docs/decisions/016): to each user's own room, never to
// everyone, and only once the transaction that made the change has committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RealtimeEvent, RealtimeEvents } from '@fis/shared/realtime-events';
import { afterCommit } from '../db/after-commit.js';
import type { Executor } from '../db/database.js';
import type { Services } from '../services.js';

export interface Realtime {
  /** Sends `event` to every open socket of these users, on any instance. */
  pushTo<E extends RealtimeEvent>(userIds: readonly string[], event: E, payload: RealtimeEvents[E]): void;
  /** Disconnects every open socket of the user: their sessions were just ended. */
  endSessions(userId: string): void;
}

/** The room a user's sockets join. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The same event and payload, for everyone it was pushed to while held. */
interface HeldPush {
  userIds: Set<string>;
  send(userIds: readonly string[]): void;
}

const held = new AsyncLocalStorage<Map<string, HeldPush>>();

/**
 * Runs `act`, holding the pushes its transactions make until it ends; then each push (an event
 * and its payload) is sent once, to everyone it was for. An act on many records commits each
 * record on its own (lib/bulk.ts): without this, every officer's browser would refresh its queues
 * once per record, a hundred times for a hundred records.
 */
export async function pushOnceAtEnd<T>(act: () => Promise<T>): Promise<T> {
  const pending = new Map<string, HeldPush>();
  try {
    return await held.run(pending, act);
  } finally {
    for (const push of pending.values()) {
      try {
        push.send([...push.userIds]);
      } catch {
        // A push only tells others; the committed acts stand (db/after-commit.ts).
      }
    }
  }
}

/** pushTo() once `tx` commits (or, inside pushOnceAtEnd, once its act ends). */
export function pushAfterCommit<E extends RealtimeEvent>(
  tx: Executor,
  svc: Pick<Services, 'realtime'>,
  userIds: readonly string[],
  event: E,
  payload: RealtimeEvents[E],
): void {
  afterCommit(tx, () => {
    const holding = held.getStore();
    if (!holding) return svc.realtime.pushTo(userIds, event, payload);
    const key = `${event} ${JSON.stringify(payload)}`;
    let push = holding.get(key);
    if (!push) {
      push = { userIds: new Set(), send: (ids) => svc.realtime.pushTo(ids, event, payload) };
      holding.set(key, push);
    }
    for (const id of userIds) push.userIds.add(id);
  });
}

/** endSessions() once `tx` commits, so a socket reconnecting with the old token is refused. */
export function endSessionsAfterCommit(tx: Executor, svc: Pick<Services, 'realtime'>, userId: string): void {
  afterCommit(tx, () => svc.realtime.endSessions(userId));
}
