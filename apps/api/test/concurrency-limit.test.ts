// The limit that bounds how many images are decoded at once: never more than `max` running, the
// others started in order as slots free up, a failing task giving its slot back.
import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../src/lib/concurrency-limit.js';

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at once, the rest in order, and frees the slot of a failed task', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (i === 1) throw new Error('broken picture');
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => limit(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Every slot came back: a new task starts at once.
    expect(await limit(async () => 'free')).toBe('free');
  });
});
