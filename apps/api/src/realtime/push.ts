// The one way the API pushes to users (docs/decisions/016): to each user's own room, never to
// everyone, and only once the transaction that made the change has committed.
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

/** pushTo() once `tx` commits. */
export function pushAfterCommit<E extends RealtimeEvent>(
  tx: Executor,
  svc: Pick<Services, 'realtime'>,
  userIds: readonly string[],
  event: E,
  payload: RealtimeEvents[E],
): void {
  afterCommit(tx, () => svc.realtime.pushTo(userIds, event, payload));
}

/** endSessions() once `tx` commits, so a socket reconnecting with the old token is refused. */
export function endSessionsAfterCommit(tx: Executor, svc: Pick<Services, 'realtime'>, userId: string): void {
  afterCommit(tx, () => svc.realtime.endSessions(userId));
}
