// The waits before the live-updates socket tries again after the server refused its handshake:
// within SPEC's 1 s to 5 s while the service is away, longer past the per-user socket cap, spread
// out so refused pages do not all come back at once.
import { describe, expect, it } from 'vitest';
import { refusedRetryDelay } from '../src/lib/live-updates-retry';

const lowest = () => 0;
const highest = () => 1;

describe('refusedRetryDelay', () => {
  it('waits 1 s to 5 s after SERVICE_UNAVAILABLE, the longest wait doubling from 1 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 20].map((attempt) => refusedRetryDelay('SERVICE_UNAVAILABLE', attempt, highest));
    expect(ceilings).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    for (const attempt of [0, 3, 20]) expect(refusedRetryDelay('SERVICE_UNAVAILABLE', attempt, lowest)).toBe(1000);
  });

  it('waits 5 s to 30 s after TOO_MANY_CONNECTIONS', () => {
    const ceilings = [0, 1, 2, 3, 20].map((attempt) => refusedRetryDelay('TOO_MANY_CONNECTIONS', attempt, highest));
    expect(ceilings).toEqual([5000, 10_000, 20_000, 30_000, 30_000]);
    expect(refusedRetryDelay('TOO_MANY_CONNECTIONS', 20, lowest)).toBe(5000);
  });

  it('spreads the waits of pages refused together', () => {
    expect(refusedRetryDelay('SERVICE_UNAVAILABLE', 3, () => 0.5)).toBe(3000);
    const waits = new Set(Array.from({ length: 20 }, () => refusedRetryDelay('SERVICE_UNAVAILABLE', 3)));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1000);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(5000);
  });
});
