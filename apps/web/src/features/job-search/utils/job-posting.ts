// A job's public page as search engines and link previews read it (issue 26, docs/decisions/044):
// its title, its description, Open Graph and its language versions, and, while it takes
// applications, schema.org's JobPosting (https://schema.org/JobPosting, what Google's job search
// reads) as JSON-LD. Only what the API already answers a visitor about the job, in the page's
// language: the API wrote the company's texts in the reader's Chinese script.
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { type Currency, JobCity, type PayFrequency } from '@fis/shared/job-enums';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { publicJobPath } from '@fis/shared/public-pages';
import { lastDayToApply } from '@fis/shared/scheme-rounds';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { addressIn, type HeadOptions, publicPageMeta, summaryOf } from './public-page-meta';

/** ISO 4217 codes of the currencies a job's pay is in. */
const CURRENCY_CODE: Record<Currency, string> = {
  HKD: 'HKD',
  RMB: 'CNY',
  USD: 'USD',
  THB: 'THB',
  SGD: 'SGD',
  EURO: 'EUR',
};

/** schema.org's unitText of each pay frequency. */
const PAY_UNIT: Record<PayFrequency, string> = {
  PER_HOUR: 'HOUR',
  PER_DAY: 'DAY',
  PER_WEEK: 'WEEK',
  PER_MONTH: 'MONTH',
  PER_YEAR: 'YEAR',
};

/** The ISO 3166 country of a city code: Hong Kong and Macao are their own, the rest the mainland's. */
function countryOf(city: number): string {
  if (city === JobCity.HONG_KONG) return 'HK';
  if (city === JobCity.MACAO) return 'MO';
  return 'CN';
}

/**
 * Where the job is, as the page names it: the city (none for "Mainland China", which is no city),
 * and the region it is in: Hong Kong and Macao are their own, the other cities the GBA's mainland.
 */
function postalAddress(job: JobDetail, t: TFunction) {
  const city = t(`common:options.jobCity.${job.city}`);
  const inGba = job.city !== JobCity.HONG_KONG && job.city !== JobCity.MACAO && job.city !== JobCity.CHINA;
  return {
    '@type': 'PostalAddress',
    ...(job.city === JobCity.CHINA ? {} : { addressLocality: city }),
    ...(job.city === JobCity.CHINA ? {} : { addressRegion: inGba ? t('common:options.region.GBA') : city }),
    addressCountry: countryOf(job.city),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/** A company's plain text as HTML: a paragraph per blank-line break, a <br> per line break. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

/** JobPosting's description is HTML: the description, the requirements and the skills, as the page has them. */
function descriptionHtml(job: JobDetail, t: TFunction): string {
  const skills =
    job.skills.length > 0
      ? `<h2>${escapeHtml(t('search:detail.skills'))}</h2><ul>${job.skills
          .map((skill) => `<li>${escapeHtml(skill)}</li>`)
          .join('')}</ul>`
      : '';
  const requirements = job.requirements.trim()
    ? `<h2>${escapeHtml(t('search:detail.requirements'))}</h2>${paragraphs(job.requirements)}`
    : '';
  return `${paragraphs(job.description)}${requirements}${skills}`;
}

/** The pay, when the company gave one: one amount per unit of time. */
function baseSalary(job: JobDetail) {
  if (job.salary === null) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: CURRENCY_CODE[job.currency],
      value: { '@type': 'QuantitativeValue', value: job.salary, unitText: PAY_UNIT[job.payFrequency] },
    },
  };
}

/** The company, and its website when it gave one that a search engine can follow. */
function hiringOrganization(job: JobDetail, language: Language) {
  const website = job.company.website;
  return {
    '@type': 'Organization',
    name: companyNameIn(job.company, language),
    ...(website && /^https?:\/\//i.test(website) ? { sameAs: website } : {}),
  };
}

/**
 * schema.org's JobPosting of a job, `address` its public page. The last day it takes applications
 * (its own, or its round's if that comes first; a Hong Kong date) ends at midnight Hong Kong time.
 */
export function jobPosting(
  job: JobDetail,
  { address, language, t }: { address: string; language: Language; t: TFunction },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.positionName,
    description: descriptionHtml(job, t),
    ...(job.postedAt ? { datePosted: job.postedAt } : {}),
    validThrough: `${lastDayToApply(job)}T23:59:59+08:00`,
    employmentType: 'INTERN',
    hiringOrganization: hiringOrganization(job, language),
    jobLocation: { '@type': 'Place', address: postalAddress(job, t) },
    ...baseSalary(job),
    url: address,
  };
}

export interface JobPage {
  /** "{position} – {company}": the page's name in its document title and its previews. */
  title: string;
  /** The start of the job's description, as plain text. */
  description: string;
  meta: MetaDescriptor[];
}

/**
 * A job's page as the server writes its head. `origin`: the site's public origin; `chosen`: the
 * language the address chose (`?lng=`), if any; `language`: the one the page is written in.
 * JobPosting only while the job takes applications, now or once its round opens; a job closed, paused
 * or expired, or whose round has ended, asks not to be listed (its page says so where Apply would be).
 */
export function jobPage(job: JobDetail, { origin, chosen, language, t }: HeadOptions): JobPage {
  const address = `${origin}${publicJobPath(job.id)}`;
  const title = `${job.positionName} – ${companyNameIn(job.company, language)}`;
  const description = summaryOf(job.description);
  const logo = job.company.logoUrl && new URL(job.company.logoUrl, origin).href;
  return {
    title,
    description,
    meta: [
      ...publicPageMeta({ address, chosen, language, title, description, siteName: t('common:appName'), image: logo }),
      ...(job.visible && job.round.phase !== 'ended'
        ? [{ 'script:ld+json': jobPosting(job, { address: addressIn(address, chosen), language, t }) }]
        : [{ name: 'robots', content: 'noindex' }]),
    ],
  };
}
