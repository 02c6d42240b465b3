// Totals of job searches, kept a few seconds. Counting the matches of a broad search reads up to
// JOB_SEARCH_COUNT_CAP rows (5-15 ms at 100,000 jobs), ten times the page itself; the same
// searches (the unfiltered list, popular keywords) come again and again, and a total a few
// seconds old is as good as a fresh one. The page is never cached: new and closed jobs show at
// once. Concurrent misses of one search share one count (no stampede when an entry expires).

export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** Benchmarks and tests: change the lifetime (0 turns the cache off) and forget everything. */
  configure(options: { ttlMs: number }): void;
}

export const COUNT_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

export function countCache(ttlMs = COUNT_CACHE_TTL_MS, now: () => number = () => performance.now()): CountCache {
  let ttl = ttlMs;
  const entries = new Map<string, { expires: number; value: Promise<number> }>();
  return {
    get(key, count) {
      if (ttl <= 0) return count();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value;
      if (hit) entries.delete(key);
      // Maps iterate in insertion order: the first key is the oldest.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = count();
      entries.set(key, { expires: at + ttl, value });
      // A failed count is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    configure(options) {
      ttl = options.ttlMs;
      entries.clear();
    },
  };
}

const caches = new WeakMap<object, CountCache>();

/** The cache of search totals of one database (tests run several apps in one process). */
export function jobCountCache(db: object): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = countCache();
    caches.set(db, cache);
  }
  return cache;
}
