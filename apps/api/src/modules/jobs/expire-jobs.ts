// A job whose expiry date has passed becomes expired by itself (issue 3, section 4): a scheduled
// task, every 10 minutes and once at start-up, not a check at read time.

import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { auditLog, jobs } from '../../db/schema.js';
import type { QueueActivity } from '../../lib/queue-activity.js';
import type { Services } from '../../services.js';
import { tellJobExpired } from '../applications/end-job-applications.js';

export const JOB_EXPIRY_QUEUE = 'job-expiry';
/** Every 10 minutes, Hong Kong time: a job expires within 10 minutes of its last day ending. */
export const JOB_EXPIRY_CRON = '*/10 * * * *';

/**
 * Sets open and on-hold jobs whose expiry date is before today (Asia/Hong_Kong) to expired.
 * The expiry date is the last day a job is shown. Returns the ids of the jobs it expired.
 */
export async function expireJobs(svc: Services): Promise<string[]> {
  const now = svc.clock.now();
  const today = hongKongDate(now);
  return svc.db.transaction(async (tx) => {
    const expired = await tx
      .update(jobs)
      .set({ status: JobStatus.EXPIRED, updatedAt: now })
      .where(
        and(
          inArray(jobs.status, [JobStatus.OPEN, JobStatus.ON_HOLD]),
          lt(jobs.expiresOn, today),
          isNull(jobs.deletedAt),
        ),
      )
      .returning({ id: jobs.id });
    if (expired.length > 0) {
      await tx.insert(auditLog).values(
        expired.map((job) => ({
          actorUserId: null,
          action: 'job.expired',
          entityType: 'job',
          entityId: job.id,
          details: { expiredOn: today },
          createdAt: now,
        })),
      );
    }
    for (const job of expired) await tellJobExpired(tx, svc, job.id);
    return expired.map((job) => job.id);
  });
}

/** Schedules the expiry task on the queue's database (pg-boss cron) and runs it once now. */
export async function startJobExpiry(svc: Services, activity: QueueActivity): Promise<void> {
  await svc.boss.createQueue(JOB_EXPIRY_QUEUE, { name: JOB_EXPIRY_QUEUE, retryLimit: 3, retryDelay: 30 });
  await svc.boss.schedule(JOB_EXPIRY_QUEUE, JOB_EXPIRY_CRON, {}, { tz: HONG_KONG_TIME_ZONE });
  await svc.boss.work(
    JOB_EXPIRY_QUEUE,
    { pollingIntervalSeconds: 30 },
    activity.handler(async () => {
      await expireJobs(svc);
    }),
  );
  await expireJobs(svc);
}
