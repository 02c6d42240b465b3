// How the web app writes dates and relative times (lib/dates.ts): one table of our languages'
// Intl locales for both, and each Intl formatter made once per language and style, however many
// dates a page writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMonth, relativeTime, relativeTimeFormat } from '../src/lib/dates';

afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2026-03-02T02:00:00Z');
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

describe('the locale of a language', () => {
  it('writes relative times and dates in the same locale for each language, zh for an unknown one', () => {
    expect(relativeTime(minutesAgo(5), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(minutesAgo(5), 'zh', NOW)).toBe('5 分鐘前');
    expect(relativeTime(minutesAgo(5), 'cn', NOW)).toBe('5分钟前');
    expect(relativeTime(minutesAgo(30), 'cn', NOW)).toBe(relativeTimeFormat('cn').format(-30, 'minute'));
    // A language we do not have is written as Traditional Chinese, the fallback, in both.
    expect(relativeTime(minutesAgo(5), 'fr', NOW)).toBe(relativeTime(minutesAgo(5), 'zh', NOW));
    expect(formatDate('2026-03-14', 'fr')).toBe(formatDate('2026-03-14', 'zh'));
    expect(formatDate('2026-03-14', 'cn')).toBe('2026年3月14日');
    expect(formatMonth('2025-06-01', 'en')).toBe('Jun 2025');
  });
});

const secondsAgo = (n: number) => new Date(NOW - n * 1000).toISOString();
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();

describe('relative times (SPEC section 9: seconds, minutes, hours, days, months, years)', () => {
  it('picks the unit at each threshold, rounding down', () => {
    const cases: [string, string][] = [
      [secondsAgo(0), 'now'],
      [secondsAgo(9), 'now'],
      [secondsAgo(10), '10 seconds ago'],
      [secondsAgo(59), '50 seconds ago'],
      [secondsAgo(60), '1 minute ago'],
      [minutesAgo(59), '59 minutes ago'],
      [minutesAgo(60), '1 hour ago'],
      [minutesAgo(24 * 60 - 1), '23 hours ago'],
      [daysAgo(1), 'yesterday'],
      [daysAgo(29), '29 days ago'],
      [daysAgo(30), 'last month'],
      [daysAgo(364), '12 months ago'],
      [daysAgo(365), 'last year'],
      [daysAgo(3 * 365), '3 years ago'],
    ];
    for (const [iso, words] of cases) expect(relativeTime(iso, 'en', NOW), iso).toBe(words);
  });

  it('reads a time ahead of the clock as now, and writes each language', () => {
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), 'en', NOW)).toBe('now');
    expect(relativeTime(secondsAgo(30), 'zh', NOW)).toBe('30 秒前');
    expect(relativeTime(daysAgo(3 * 365), 'cn', NOW)).toBe('3年前');
  });
});

describe('Intl formatters', () => {
  it('are made once per language and style, not for every date written', () => {
    const { DateTimeFormat, RelativeTimeFormat } = Intl;
    const dateTimeFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    });
    const relativeFormats = vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof RelativeTimeFormat>
    ) {
      return new RelativeTimeFormat(...args);
    });
    for (let day = 1; day <= 28; day += 1) {
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      for (const language of ['en', 'zh', 'cn']) {
        formatDate(date, language);
        formatMonth(date, language);
        relativeTime(minutesAgo(day * 90), language, NOW);
      }
    }
    // Some of these may have been made by the test above: at most one per language and style.
    expect(dateTimeFormats.mock.calls.length).toBeLessThanOrEqual(3 * 2);
    expect(relativeFormats.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
