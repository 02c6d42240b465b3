// How the web app writes dates and relative times (lib/dates.ts): one table of our languages'
// Intl locales for both, and each Intl formatter made once per language and style, however many
// dates a page writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { relativeTime } from '../src/features/notifications/components/relative-time';
import { formatDate, formatMonth, relativeTimeFormat } from '../src/lib/dates';

afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2026-03-02T02:00:00Z');
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

describe('the locale of a language', () => {
  it('writes relative times and dates in the same locale for each language, zh for an unknown one', () => {
    expect(relativeTime(minutesAgo(5), 'en', 'just now', NOW)).toBe('5 minutes ago');
    expect(relativeTime(minutesAgo(5), 'zh', '剛剛', NOW)).toBe('5 分鐘前');
    expect(relativeTime(minutesAgo(5), 'cn', '刚刚', NOW)).toBe('5分钟前');
    expect(relativeTime(minutesAgo(30), 'cn', '刚刚', NOW)).toBe(relativeTimeFormat('cn').format(-30, 'minute'));
    // A language we do not have is written as Traditional Chinese, the fallback, in both.
    expect(relativeTime(minutesAgo(5), 'fr', '剛剛', NOW)).toBe(relativeTime(minutesAgo(5), 'zh', '剛剛', NOW));
    expect(formatDate('2026-03-14', 'fr')).toBe(formatDate('2026-03-14', 'zh'));
    expect(formatDate('2026-03-14', 'cn')).toBe('2026年3月14日');
    expect(formatMonth('2025-06-01', 'en')).toBe('Jun 2025');
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
        relativeTime(minutesAgo(day * 90), language, '', NOW);
      }
    }
    // Some of these may have been made by the test above: at most one per language and style.
    expect(dateTimeFormats.mock.calls.length).toBeLessThanOrEqual(3 * 2);
    expect(relativeFormats.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
