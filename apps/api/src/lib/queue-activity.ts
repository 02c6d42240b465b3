// pg-boss's stop() waits neither for a fetch it has already sent (which may still hand a job to a
// handler) nor for the complete() or fail() it fires, unawaited, when a handler ends. Closing the
// database in that instant rejected those queries with nobody listening ("Cannot use a pool after
// calling end on the pool"). Every queue query and every handler is tracked here, so that the app
// closes its database only once none is left across a full turn of the event loop.
import type { SqlExecutor } from '../db/database.js';

export class QueueActivity {
  private readonly pending = new Set<Promise<unknown>>();

  /** Starts counting `work` until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** The database pg-boss is given: the same queries, each one tracked. */
  trackQueries(raw: SqlExecutor): SqlExecutor {
    return { executeSql: (text, values) => this.track(raw.executeSql(text, values)) };
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
