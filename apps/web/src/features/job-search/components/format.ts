// How the job pages write names, money and times in the active language.
import { type CompanyNames, companyNameIn } from '@fis/shared/company-name';
import type { JobCard } from '@fis/shared/job-search-schemas';
import type { TFunction } from 'i18next';
import { amountFormat, relativeTimeFormat } from '../../../lib/dates';

/** The name companyNameIn shows, as its company wrote it, when the API converted its script. */
export function companyNameAsWritten(
  company: CompanyNames & { original?: { name?: string; nameZh?: string } },
  language: string,
): string | undefined {
  return companyNameIn(company, language) === company.nameZh ? company.original?.nameZh : company.original?.name;
}

export function formatSalary(
  job: Pick<JobCard, 'salary' | 'currency' | 'payFrequency'>,
  t: TFunction,
  language: string,
) {
  if (job.salary === null) return t('search:card.noSalary');
  return t('search:card.salary', {
    amount: amountFormat(language).format(job.salary),
    currency: t(`common:options.currency.${job.currency}`),
    frequency: t(`common:options.payFrequency.${job.payFrequency}`),
  });
}

/** The city, and the region when it says more than the city (not "Hong Kong (Hong Kong)"). */
export function formatLocation(job: Pick<JobCard, 'city' | 'location'>, t: TFunction) {
  const city = t(`common:options.jobCity.${job.city}`);
  const region = t(`common:options.region.${job.location}`);
  return city === region ? city : t('search:card.location', { city, region });
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
