// How long an item of the scheme office's queues has waited (docs/decisions/051-queue-ages.md): the
// two fields the items of the queues carry (pending companies, jobs waiting for approval, reviews
// waiting for publication, open help requests). The API works them out from its own clock and
// QUEUE_DUE_WORKING_DAYS (addHongKongWorkingDays in hong-kong-time.ts); the browser only shows them.
import { z } from 'zod';

export const queueWaitFields = {
  /** Since when the item waits for the office; null when it is not waiting. */
  waitingSince: z.string().nullable(),
  /** Waiting longer than the office's working days allow (QUEUE_DUE_WORKING_DAYS). */
  pastDue: z.boolean(),
};

export const queueWaitSchema = z.object(queueWaitFields);
export type QueueWait = z.infer<typeof queueWaitSchema>;
