// Our languages' Intl locales, and what makes Intl ready for a page; lib/dates.ts holds the
// formatters.
import type { Language } from '@fis/shared/enums';
import { HONG_KONG_TIME_ZONE } from '@fis/shared/hong-kong-time';

/** The one table of our languages' Intl locales: every date, time and number the web app writes. */
const LOCALES: Record<Language, string> = { en: 'en-HK', zh: 'zh-Hant-HK', cn: 'zh-Hans-CN' };

/** The Intl locale of one of our languages (zh when unknown). */
export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.zh;
}

/**
 * Makes one formatter of each kind the app writes with (a number, a Hong Kong date, a relative
 * time, a list) and drops them, each in a task of its own; settles after the last. The first
 * formatter of a page loads ICU's data, 13–25 ms of a phone's main thread (50–100 ms under
 * Lighthouse's 4x slowdown) and every formatter after costs about nothing. Inside the hydration
 * that time landed in the render of whichever component wrote the first date, one long task;
 * here, before the hydration starts (entry.client.tsx), it is split across short ones.
 */
export async function loadIntlData(language: string): Promise<void> {
  const locale = localeOf(language);
  const kinds = [
    () => new Intl.NumberFormat(locale).format(0),
    () => new Intl.DateTimeFormat(locale, { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' }).format(0),
    () => new Intl.RelativeTimeFormat(locale).format(0, 'day'),
    () => new Intl.ListFormat(locale).format([]),
  ];
  for (const make of kinds) {
    await new Promise((next) => setTimeout(next, 0));
    make();
  }
}
