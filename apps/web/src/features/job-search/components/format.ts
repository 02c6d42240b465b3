// How the job pages write names and times in the active language (pay and place: lib/job-format).
import { type CompanyNames, companyNameIn } from '@fis/shared/company-name';
import type { TFunction } from 'i18next';
import { relativeTimeFormat } from '../../../lib/dates';

/** The name companyNameIn shows, as its company wrote it, when the API converted its script. */
export function companyNameAsWritten(
  company: CompanyNames & { original?: { name?: string; nameZh?: string } },
  language: string,
): string | undefined {
  return companyNameIn(company, language) === company.nameZh ? company.original?.nameZh : company.original?.name;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** SPEC section 9: seconds, minutes, hours, days, months or years ago, in the active language. */
export function timeAgo(iso: string | null, language: string, t: TFunction, now = Date.now()): string {
  if (!iso) return t('search:time.unknown');
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** An industry of the SPEC's list by its label; a company's own words as they are. */
export function industryLabel(industry: string, t: TFunction): string {
  return t(`common:options.industry.${industry}`, { defaultValue: industry });
}
