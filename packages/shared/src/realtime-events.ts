// The events the real-time socket pushes (docs/decisions/016). Each carries ids and kinds only:
// the client refetches what changed through the API, which applies its usual permissions, so an
// event never carries a text or a field the receiver could not read by asking.
import type { WaitingQueue } from './eligibility-schemas.js';
import type { NotificationType } from './notification-schemas.js';

/** The socket.io path on the API's host and port. */
export const REALTIME_PATH = '/socket.io';

export interface RealtimeEvents {
  /** A notification was stored for the receiver: the bell's count and list refetch. */
  'notification:new': { notificationType: NotificationType };
  /** An application of the receiver (as candidate or as its job's company) was made or moved. */
  'application:changed': { applicationId: string; jobId: string };
  /** An interview of the receiver's application was scheduled, rescheduled or cancelled. */
  'interview:changed': { applicationId: string; jobId: string };
  /**
   * To every admin: what waits for the scheme office changed (a company, job, review, help request
   * or eligibility check arrived or was decided); the dashboard's waiting counts refetch.
   */
  'admin:waiting': { queue: WaitingQueue };
  /**
   * To every admin and to the company: a funded place of the round was held, taken or freed, or
   * granted (docs/decisions/040); the fill board and the company's summary refetch.
   */
  'places:changed': { roundId: string };
  /**
   * To the intern, the company and every admin: a placement's dates, extension or early end
   * changed (docs/decisions/041); its views refetch.
   */
  'placement:changed': { placementId: string };
  // A new message needs no event of its own: each recipient gets its RECEIVED_NEW_MESSAGE
  // notification, and the client refreshes the boxes and the unread count with the bell.
}

export type RealtimeEvent = keyof RealtimeEvents;

export const REALTIME_EVENTS = [
  'notification:new',
  'application:changed',
  'interview:changed',
  'admin:waiting',
  'places:changed',
  'placement:changed',
] as const satisfies readonly RealtimeEvent[];
