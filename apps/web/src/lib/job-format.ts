// How a job's pay and place read, the same for the candidates' job cards and pages, the company's
// job page and the admin's review: in the reader's language, from the catalogs' own word order.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { TFunction } from 'i18next';
import { amountFormat } from './dates';

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
