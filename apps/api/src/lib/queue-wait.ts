// How long an item of the scheme office's queues has waited (docs/decisions/051-queue-ages.md):
// since when, and whether that is past the working days the office allows
// (QUEUE_DUE_WORKING_DAYS), read on the API's own clock so that every officer sees the same mark.
// Each queue says since when its items wait; this says what that makes of them.
import { addHongKongWorkingDays } from '@fis/shared/hong-kong-time';
import type { QueueWait } from '@fis/shared/queue-wait-schemas';
import type { Clock } from './clock.js';

/** What deciding how long an item has waited takes: now, and the working days it may wait. */
export interface QueueWaitRule {
  now: Date;
  dueWorkingDays: number;
}

/** The rule as the services hold it, read once per request so that every item of a page is judged alike. */
export function queueWaitRule(svc: { clock: Clock; config: { queueDueWorkingDays: number } }): QueueWaitRule {
  return { now: svc.clock.now(), dueWorkingDays: svc.config.queueDueWorkingDays };
}

/** An item waiting since `since` (null: not waiting), and whether it is past due. */
export function queueWait(since: Date | null, rule: QueueWaitRule): QueueWait {
  return {
    waitingSince: since?.toISOString() ?? null,
    pastDue: since !== null && addHongKongWorkingDays(since, rule.dueWorkingDays) < rule.now,
  };
}
