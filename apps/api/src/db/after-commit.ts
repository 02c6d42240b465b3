// Work that must wait for a transaction to commit, such as telling a browser to refetch: pushed
// before the commit, its refetch could read the old rows; after a rollback there is nothing to tell.
import type { Database, Executor } from './database.js';

const waiting = new WeakMap<object, Array<() => void>>();

/** Runs `work` once `tx` commits (never if it rolls back); at once when `tx` is no transaction. */
export function afterCommit(tx: Executor, work: () => void): void {
  const queue = waiting.get(tx);
  if (queue) queue.push(work);
  else work();
}

/** Makes db.transaction() run what afterCommit() queued once it has committed. */
export function runAfterCommit(db: Database): void {
  const begin = db.transaction.bind(db);
  const transaction: Database['transaction'] = async (body, config) => {
    const queue: Array<() => void> = [];
    const result = await begin((tx) => {
      waiting.set(tx, queue);
      return body(tx);
    }, config);
    for (const work of queue) {
      try {
        work();
      } catch {
        // What runs after the commit only tells others; the committed action stands.
      }
    }
    return result;
  };
  db.transaction = transaction;
}
