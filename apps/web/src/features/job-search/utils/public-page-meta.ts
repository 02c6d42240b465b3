// What a public page (a job's, a company's: docs/decisions/044) tells link previews and search
// engines in the server's first HTML, before any script: Open Graph in the page's language, its
// canonical address and its language versions. The versions are the ones the sitemap lists
// (apps/api/src/modules/public-pages/site-files.ts): each language by `?lng=`, with the <html lang>
// of that language as hreflang, and the address without `?lng=`, in the reader's own language, as
// x-default.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';

/**
 * What a public page's head is written with: the site's public origin, the language the address
 * chose (`?lng=`: its own canonical version), the reader's language and its catalogs.
 */
export interface HeadOptions {
  origin: string;
  chosen: Language | null;
  language: Language;
  t: TFunction;
}

/** Open Graph's locale of each language: the scheme is Hong Kong's; Simplified Chinese is the mainland's. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_HK', zh: 'zh_HK', cn: 'zh_CN' };

/** A meta description's length: what search engines show of it. */
export const DESCRIPTION_LENGTH = 160;

/** The address in a language (`?lng=`), or, with none, in the reader's own. */
export const addressIn = (address: string, language: Language | null): string =>
  language ? `${address}?lng=${language}` : address;

/** The page's language versions, as the sitemap lists them. */
export function languageVersions(address: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: HTML_LANG[language], href: addressIn(address, language) })),
    { hrefLang: 'x-default', href: address },
  ];
}

/**
 * A text as one line of plain words, cut to `length` characters at most with an ellipsis: at the
 * last space when there is one near the end (English), else anywhere (Chinese has no spaces).
 */
export function summaryOf(text: string, length = DESCRIPTION_LENGTH): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= length) return characters.join('');
  const cut = characters.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  const words = space >= (length * 2) / 3 ? cut.slice(0, space) : cut;
  return `${words.trimEnd()}…`;
}

export interface PublicPage {
  /** The page's address on the site's public origin, without a query. */
  address: string;
  /** The language its address chose (`?lng=`), if any: the canonical address keeps it. */
  chosen: Language | null;
  /** The language the page is written in. */
  language: Language;
  title: string;
  /** Plain text; none when empty. */
  description: string;
  siteName: string;
  /** An absolute address of the page's picture (a company's logo), if it has one. */
  image?: string | null;
}

export function publicPageMeta(page: PublicPage): MetaDescriptor[] {
  const canonical = addressIn(page.address, page.chosen);
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languageVersions(page.address).map(({ hrefLang, href }) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang,
      href,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
    ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[page.language] },
    ...LANGUAGES.filter((language) => language !== page.language).map((language) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[language],
    })),
    ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** A public page's `meta`: the head its loader wrote, if it found the record. */
export const headMeta = ({ loaderData }: { loaderData: unknown }): MetaDescriptor[] =>
  loaderData && typeof loaderData === 'object' && 'meta' in loaderData ? (loaderData.meta as MetaDescriptor[]) : [];
