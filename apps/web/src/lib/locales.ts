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
 * The document's first script (root.tsx): makes one Hong Kong date formatter of the page's
 * language while the browser is still fetching the page's stylesheet and modules. The first
 * formatter of a renderer loads ICU's data, 13–25 ms of a phone's main thread (50–100 ms under
 * Lighthouse's 4x slowdown), whatever its kind; every formatter after costs about nothing. Left to
 * the scripts, it is a long task between the first paint and the page answering a press.
 */
export function intlWarmUp(language: string): string {
  const locale = JSON.stringify(localeOf(language));
  return `new Intl.DateTimeFormat(${locale},{timeZone:${JSON.stringify(HONG_KONG_TIME_ZONE)}}).format(0)`;
}
