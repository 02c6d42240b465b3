// A listed company's public page as search engines and link previews read it (docs/decisions/044):
// its name as the page's title, the start of its description, Open Graph and its language versions.
// Only what the API answers a visitor, in the page's language.
import { companyNameIn } from '@fis/shared/company-name';
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { publicCompanyPath } from '@fis/shared/public-pages';
import type { MetaDescriptor } from 'react-router';
import { type HeadOptions, publicPageMeta, summaryOf } from './public-page-meta';

export interface CompanyPage {
  /** The company's name in the page's language: the document title's page name. */
  title: string;
  /** The start of its description (else its slogan) as plain text; empty when it has neither. */
  description: string;
  meta: MetaDescriptor[];
}

/** `origin`: the site's public origin; `chosen`: the language of `?lng=`, if any. */
export function companyPage(company: CompanyPublicProfile, { origin, chosen, language, t }: HeadOptions): CompanyPage {
  const title = companyNameIn(company, language);
  const description = summaryOf(company.description || company.slogan || '');
  const logo = company.logoUrl && new URL(company.logoUrl, origin).href;
  return {
    title,
    description,
    meta: publicPageMeta({
      address: `${origin}${publicCompanyPath(company.id)}`,
      chosen,
      language,
      title,
      description,
      siteName: t('common:appName'),
      image: logo,
    }),
  };
}
