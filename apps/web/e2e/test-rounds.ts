// Rounds written straight into the platform's database, beside the open one the harness gives every
// browser test (a year either side of today): a round to come or one long ended, for the job form's
// choices and the pages that say when applications open or closed (docs/decisions/039).
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import type { Page } from 'playwright-core';
import { schemeRounds } from '../../api/src/db/schema.js';
import type { Platform } from './harness.js';

const DAY_MS = 86_400_000;

/** The Hong Kong day (YYYY-MM-DD) so many days from today. */
export const hongKongDayFromToday = (days: number) => hongKongDate(new Date(Date.now() + days * DAY_MS));

/** A Hong Kong day as the pages write it in an Intl locale ('en-HK', 'zh-Hant-HK'): a medium date. */
export const pageDate = (locale: string) => (day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00+08:00`),
  );

const INTL_LOCALE = { en: 'en-HK', zh: 'zh-Hant-HK', cn: 'zh-Hans-CN' } as const;

/** A Hong Kong day as the app writes it in the page's language (lib/dates.ts), by the browser's own Intl. */
export function dateIn(page: Page, day: string, language: keyof typeof INTL_LOCALE): Promise<string> {
  return page.evaluate(
    ([d, locale]) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium' }).format(
        new Date(`${d}T00:00:00+08:00`),
      ),
    [day, INTL_LOCALE[language]] as const,
  );
}

/** A round named in en, zh and cn, its period from `start` to `end` days from today; its id and period. */
export async function insertRound(
  p: Platform,
  [nameEn, nameZh, nameCn]: [string, string, string],
  { start, end }: { start: number; end: number },
): Promise<{ id: string; start: string; end: string }> {
  const period = { applicationStart: hongKongDayFromToday(start), applicationEnd: hongKongDayFromToday(end) };
  const [round] = await p.app.db
    .insert(schemeRounds)
    .values({
      nameEn,
      nameZh,
      nameCn,
      ...period,
      internshipMonths: 2,
      maxInternshipMonths: 6,
      allowanceHongKong: 12_000,
      allowanceGba: 10_500,
      priorEmploymentMonths: 3,
    })
    .returning({ id: schemeRounds.id });
  if (!round) throw new Error(`no round ${nameEn}`);
  return { id: round.id, start: period.applicationStart, end: period.applicationEnd };
}
