// A job queued by this process is taken at once by this process's worker for its queue, instead of
// at the worker's next poll: the worker is woken once the job's transaction commits (woken before,
// it would find nothing and sleep a full interval). Workers of other instances still find the job
// at their next poll, so nothing depends on which instance queued it.
import type PgBoss from 'pg-boss';
import { afterCommit } from '../db/after-commit.js';
import { type Executor, transactionExecutor } from '../db/database.js';

/** How often a worker asks for jobs it was not woken for: ones queued by another instance, or due again after a failure. */
const QUEUE_POLLING_SECONDS = 2;

const workersOf = new WeakMap<PgBoss, Map<string, string[]>>();

/** Starts a worker for `queue` (pg-boss's work()) that queueJob can wake. */
export async function startQueueWorker<T>(
  boss: PgBoss,
  queue: string,
  handler: PgBoss.WorkHandler<T>,
  pollingIntervalSeconds = QUEUE_POLLING_SECONDS,
): Promise<void> {
  // pg-boss sleeps a full interval after a job unless woken: the worker wakes itself after each
  // job, so that jobs queued together (one transaction's emails) go one after another, and sleeps
  // once a fetch finds none.
  let id = '';
  const handleThenFetchAgain: PgBoss.WorkHandler<T> = async (jobs) => {
    try {
      await handler(jobs);
    } finally {
      if (id) boss.notifyWorker(id);
    }
  };
  id = await boss.work<T>(queue, { pollingIntervalSeconds }, handleThenFetchAgain);
  const workers = workersOf.get(boss) ?? new Map<string, string[]>();
  workersOf.set(boss, workers);
  workers.set(queue, [...(workers.get(queue) ?? []), id]);
}

/** Queues a job in `tx` (committed or rolled back with it) and, once it commits, wakes this process's workers for the queue. */
export async function queueJob(boss: PgBoss, tx: Executor, queue: string, data: object): Promise<void> {
  await boss.send(queue, data, { db: transactionExecutor(tx) });
  afterCommit(tx, () => {
    for (const id of workersOf.get(boss)?.get(queue) ?? []) boss.notifyWorker(id);
  });
}
