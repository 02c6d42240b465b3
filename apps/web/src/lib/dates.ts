// How dates, times and amounts are written: in the reader's language, and in Hong Kong time whatever the
// browser's own time zone (the scheme runs on Hong Kong time; Hong Kong has no daylight saving).
// Every date or time a page shows comes from here. A time of day is always written with its zone
// ("HKT", 香港時間): a reader abroad would otherwise take it for their own.
import { HONG_KONG_TIME_ZONE, hongKongIso } from '@fis/shared/hong-kong-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './locales';

// Building an Intl formatter costs far more than using one, and a list renders dozens of dates:
// one formatter per language and style, made when first needed.
const STYLES = {
  date: { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' },
  dateTime: { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' },
  // A day (YYYY-MM-DD) read as midnight UTC: its month is the same anywhere.
  month: { year: 'numeric', month: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function dateTimeFormat(locale: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, STYLES[style]);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** "5 minutes ago", "yesterday" in the reader's language. */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  const locale = localeOf(language);
  let format = relativeTimeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeTimeFormats.set(locale, format);
  }
  return format;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, in the reader's language (SPEC section 9: seconds, minutes, hours,
 * days, months or years ago): under a minute in tens of seconds ("now" under ten, so that a
 * clock ticking every ten seconds never shows a stale count), then whole minutes, hours, days,
 * months of 30 days and years of 365, each rounded down. An instant ahead of `now` (another
 * machine's clock) reads as now. Thresholds in docs/decisions/020.
 */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const format = relativeTimeFormat(language);
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < MINUTE) return format.format(-Math.floor(ago / (10 * SECOND)) * 10, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return format.format(-Math.floor(ago / DAY), 'day');
  if (ago < 365 * DAY) return format.format(-Math.floor(ago / (30 * DAY)), 'month');
  return format.format(-Math.floor(ago / (365 * DAY)), 'year');
}

/** Numbers the app writes, by kind: an amount of money (a salary), a company's average rating. */
const NUMBER_STYLES = {
  amount: { maximumFractionDigits: 2 },
  rating: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;

// A formatter is costly to make (a list of cards would make one per card): one per locale and kind.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, kind: keyof typeof NUMBER_STYLES): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[kind]);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount of money (a salary) in the reader's language: 12,000 or 12,000.5. */
export const amountFormat = (language: string) => numberFormat(language, 'amount');

/** A company's average rating in the reader's language, to one decimal: 4.5. */
export const ratingFormat = (language: string) => numberFormat(language, 'rating');

/** A day (YYYY-MM-DD) or an instant as a medium date in the reader's language. */
export function formatDate(value: string, language: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? hongKongIso(value) : value;
  return dateTimeFormat(localeOf(language), 'date').format(new Date(instant));
}

/** Date and time of an instant, in Hong Kong, in the reader's language (without the zone: see useDates). */
function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(localeOf(language), 'dateTime').format(new Date(iso));
}

/** A day (YYYY-MM-DD) as its month and year: "Jun 2025", "2025年6月". */
export function formatMonth(date: string, language: string): string {
  return dateTimeFormat(localeOf(language), 'month').format(new Date(`${date}T00:00:00Z`));
}

/** The ways a page writes dates, in the reader's language; a date and time names its zone. */
export function useDates() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      /** 14 Mar 2025 / 2025年3月14日, of a day or an instant. */
      date: (value: string) => formatDate(value, language),
      /** 14 Mar 2025, 2:15 pm HKT / 2025年3月14日 下午2:15（香港時間）. */
      dateTime: (iso: string) => t('common:time.hongKong', { time: formatDateTime(iso, language) }),
      /** Jun 2025 / 2025年6月, of a day. */
      month: (date: string) => formatMonth(date, language),
    }),
    [language, t],
  );
}
