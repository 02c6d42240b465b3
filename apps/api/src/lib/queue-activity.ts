// pg-boss's stop() waits neither for a fetch it has already sent (which may still hand a job to a
// handler) nor for the complete() or fail() it fires, unawaited, when a handler ends. Closing the
// database in that instant rejected those queries with nobody listening ("Cannot use a pool after
// calling end on the pool"). Every queue query and every handler is tracked here, so that the app
// closes its database only once none is left across a full turn of the event loop.
import { createRequire } from 'node:module';
import type { BaseLogger } from 'pino';
import type { SqlExecutor } from '../db/database.js';
import { isServiceOutage } from './service-outage.js';

/** The schema the app gives pg-boss (app.ts). */
export const QUEUE_SCHEMA = 'pgboss';

// pg-boss's own statements for ending a job, as its worker sends them: pg-boss 10 has no types
// for its plans, and is pinned, so the text is taken from the same function that writes it.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const JOB_ENDINGS = new Set([plans.completeJobs(QUEUE_SCHEMA), plans.failJobsById(QUEUE_SCHEMA)]);

export class QueueActivity {
  private readonly pending = new Set<Promise<unknown>>();

  /** Starts counting `work` until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /**
   * The database pg-boss is given: the same queries, each one tracked. pg-boss's worker ends a
   * job with complete() or fail() and awaits neither: when the database was away at that instant
   * the rejection reached nobody, and an unhandled rejection ends the process. Such an ending is
   * logged instead and answers "no job changed": the job stays active in the queue and runs again
   * once its expiry passes, as after a crash (docs/decisions/031). Every other query fails as it
   * would, to callers who await it.
   */
  trackQueries(raw: SqlExecutor, log: Pick<BaseLogger, 'warn'>): SqlExecutor {
    return {
      executeSql: (text, values) => {
        const query = raw.executeSql(text, values);
        if (!JOB_ENDINGS.has(text)) return this.track(query);
        return this.track(
          query.catch((err: unknown) => {
            if (!isServiceOutage(err)) throw err;
            log.warn({ err }, 'queue could not record the end of a job; it runs again once it expires');
            return { rows: [{ count: '0' }] };
          }),
        );
      },
    };
  }

  /** A queue handler whose every run is tracked. */
  handler<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
    return (...args) => this.track(run(...args));
  }

  /** Resolves once nothing tracked is running, after letting any follow-up (a handler started by a fetch, the complete() after a handler) begin. */
  async settled(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.pending.size === 0) return;
      await Promise.allSettled([...this.pending]);
    }
  }
}
