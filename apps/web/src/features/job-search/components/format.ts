// How the job pages write names and times in the active language (pay and place: lib/job-format).
import { type CompanyNames, companyNameIn } from '@fis/shared/company-name';
import type { TFunction } from 'i18next';
import { relativeTime } from '../../../lib/dates';

/** The name companyNameIn shows, as its company wrote it, when the API converted its script. */
export function companyNameAsWritten(
  company: CompanyNames & { original?: { name?: string; nameZh?: string } },
  language: string,
): string | undefined {
  return companyNameIn(company, language) === company.nameZh ? company.original?.nameZh : company.original?.name;
}

/** SPEC section 9: seconds, minutes, hours, days, months or years ago, in the active language. */
export function timeAgo(iso: string | null, language: string, t: TFunction, now = Date.now()): string {
  return iso ? relativeTime(iso, language, now) : t('search:time.unknown');
}

/** An industry of the SPEC's list by its label; a company's own words as they are. */
export function industryLabel(industry: string, t: TFunction): string {
  return t(`common:options.industry.${industry}`, { defaultValue: industry });
}
