// How a job's pay and place read, the same for the candidates' job cards and pages, the company's
// job page and the admin's review: in the reader's language, from the catalogs' own word order.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { TFunction } from 'i18next';
import { amountFormat } from './dates';
import { localeOf } from './locales';

export function formatSalary(
  job: Pick<CompanyJob, 'salary' | 'currency' | 'payFrequency'>,
  t: TFunction,
  language: string,
): string {
  if (job.salary === null) return t('search:card.noSalary');
  return t('search:card.salary', {
    amount: amountFormat(language).format(job.salary),
    currency: t(`common:options.currency.${job.currency}`),
    frequency: t(`common:options.payFrequency.${job.payFrequency}`),
  });
}

/** The city, and the region when it says more than the city (not "Hong Kong (Hong Kong)"). */
export function formatLocation(job: Pick<CompanyJob, 'city' | 'location'>, t: TFunction): string {
  const city = t(`common:options.jobCity.${job.city}`);
  const region = t(`common:options.region.${job.location}`);
  return city === region ? city : t('search:card.location', { city, region });
}

/**
 * Who a job is for (docs/decisions/027): "For: Undergraduate or Master · Graduating 2026–2028",
 * either half alone; null when the job is open to every level and year.
 */
export function formatAudience(
  job: Pick<CompanyJob, 'educationLevels' | 'graduationYearFrom' | 'graduationYearTo'>,
  t: TFunction,
  language: string,
): string | null {
  const parts: string[] = [];
  if (job.educationLevels.length > 0) {
    const levels = new Intl.ListFormat(localeOf(language), { type: 'disjunction' }).format(
      job.educationLevels.map((level) => t(`common:options.educationLevel.${level}`)),
    );
    parts.push(t('search:audience.levels', { levels }));
  }
  const { graduationYearFrom: from, graduationYearTo: to } = job;
  if (from !== null && to !== null) {
    parts.push(
      from === to ? t('search:audience.yearIn', { year: from }) : t('search:audience.yearsBetween', { from, to }),
    );
  } else if (from !== null) {
    parts.push(t('search:audience.yearsFrom', { from }));
  } else if (to !== null) {
    parts.push(t('search:audience.yearsTo', { to }));
  }
  return parts.length > 0 ? parts.join(t('search:audience.separator')) : null;
}
