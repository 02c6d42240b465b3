// A job queued in a transaction wakes this process's worker for its queue once the transaction
// commits, so that an email goes out at once rather than at the worker's next poll. The worker
// here polls once an hour: only the wake can make it take a job in the test's time.
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJob, startQueueWorker } from '../src/lib/queue-workers.js';
import { startTestApp, type TestApp } from './helper.js';

const QUEUE = 'queue-workers-test';
const HOUR_SECONDS = 3600;

let t: TestApp;
const taken: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const { boss, db } = t.app.services;
  await boss.createQueue(QUEUE, { name: QUEUE });
  // Queued before the worker starts: its first fetch takes it, and with nothing to wake it then,
  // it sleeps for the hour.
  await queueJob(boss, db, QUEUE, { name: 'before' });
  await startQueueWorker<{ name: string }>(
    boss,
    QUEUE,
    async (jobs: PgBoss.Job<{ name: string }>[]) => {
      for (const job of jobs) taken.push(job.data.name);
    },
    HOUR_SECONDS,
  );
});
afterAll(() => t?.close());

describe('a job queued in a transaction', () => {
  it('is taken at once after the commit, not at the next poll; a rolled-back one never exists', async () => {
    const { boss, db } = t.app.services;
    await expect.poll(() => taken).toEqual(['before']);
    await db
      .transaction(async (tx) => {
        await queueJob(boss, tx, QUEUE, { name: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.transaction((tx) => queueJob(boss, tx, QUEUE, { name: 'committed' }));
    await expect.poll(() => taken).toEqual(['before', 'committed']);
  });

  it('goes with the others queued in the same transaction, one after another', async () => {
    const { boss, db } = t.app.services;
    await db.transaction(async (tx) => {
      for (const name of ['first', 'second', 'third']) await queueJob(boss, tx, QUEUE, { name });
    });
    await expect.poll(() => taken.slice(2).sort()).toEqual(['first', 'second', 'third']);
  });
});
