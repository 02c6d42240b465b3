// Language negotiation and a small translator for server-side text (error bodies, emails).
// The web app uses i18next over the same catalogs; both read packages/shared/locales.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './enums.js';

/** Catalogs the web app loads. `errors` and `messages` are also the API's words. */
export const WEB_NAMESPACES = [
  'common',
  'auth',
  'landing',
  'admin',
  'errors',
  'messages',
  'uploads',
  'profile',
  'companyProfile',
  'jobs',
  'search',
  'applications',
  'notifications',
  'interviews',
  'candidates',
  'dashboard',
  'mailbox',
  'settings',
  'help',
  'reviews',
  'display',
  'adminLists',
  'eligibility',
  'adminAccounts',
  'adminRecords',
  'eligibilityRules',
  'matching',
  'officeRecommendations',
  'titles',
  'rounds',
  'reports',
  'placements',
  'groupMessages',
  'templates',
  'internalNotes',
  'documentViewer',
  'savedViews',
  'institution',
] as const;
/**
 * Catalogs the API translates with: error bodies, response messages, emails. `common` and `applications` name institutions and stages in the applicants' CSV export; `help`
 * names a need-help request's role and topic in the emails about it, and thanks its sender;
 * `adminLists` heads the admin lists' CSV files; `adminAccounts` names the audit log CSV's columns
 * and answers the account actions; `eligibility` names the eligibility state in the candidates' CSV; `eligibilityRules` gives the reasons an application is refused (NOT_ELIGIBLE);
 * `reports` heads the office's report CSV files; `institution` heads an institution's file of its students
 * and reads it back (docs/decisions/061).
 */
export const SERVER_NAMESPACES = [
  'errors',
  'messages',
  'emails',
  'notifications',
  'common',
  'applications',
  'help',
  'adminLists',
  'adminAccounts',
  'eligibility',
  'eligibilityRules',
  'reports',
  'institution',
] as const;
export const NAMESPACES = [...WEB_NAMESPACES, 'emails'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps an Accept-Language header (or one of our own codes) to en, zh or cn.
 * zh-CN, zh-SG and zh-Hans mean Simplified (cn); any other Chinese means Traditional (zh).
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (isLanguage(tag)) return tag;
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'cn';
    if (tag.startsWith('zh')) return 'zh';
  }
  return DEFAULT_LANGUAGE;
}

/** The cookie that mirrors the reader's chosen language, so the server can send a page in it. */
export const LANGUAGE_COOKIE = 'lng';

/**
 * The language a visitor sees (SPEC section 1, docs/decisions/012): `?lng=` in the address, else
 * the remembered choice, else the browser's first language when it is one of ours, else zh (a
 * French browser that also lists English gets zh). The web app and the server that prerenders its
 * public pages both decide with this, so the page sent is the page the app would show.
 */
export function visitorLanguage(
  fromAddress: string | null | undefined,
  remembered: string | null | undefined,
  browserLanguages: string | null | undefined,
): Language {
  if (isLanguage(fromAddress)) return fromAddress;
  if (isLanguage(remembered)) return remembered;
  return pickLanguage(browserLanguages?.split(',')[0]);
}

/** <html lang> of each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hant', cn: 'zh-Hans' };

export type Catalog = Record<string, unknown>;
export type Catalogs = Record<Language, Record<string, Catalog>>;

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A key's text in a language: with a numeric `count`, its plural form first, named as i18next names
 * them (`key_one`, `key_other`) and chosen by the language's own rules, as the web app does.
 */
function lookupIn(catalogs: Catalogs, lang: Language, ns: string, key: string, count: unknown): string | undefined {
  const catalog = catalogs[lang]?.[ns];
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(HTML_LANG[lang]).select(count);
    const plural = lookup(catalog, `${key}_${form}`) ?? lookup(catalog, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(catalog, key);
}

/** `ns:key.path` with {{name}} interpolation and plural forms, falling back to zh, then to the key itself. */
export function translate(
  catalogs: Catalogs,
  lang: Language,
  nsKey: string,
  params: Record<string, string | number> = {},
): string {
  const [ns, key] = nsKey.includes(':') ? (nsKey.split(':', 2) as [string, string]) : ['common', nsKey];
  const text =
    lookupIn(catalogs, lang, ns, key, params.count) ??
    lookupIn(catalogs, DEFAULT_LANGUAGE, ns, key, params.count) ??
    nsKey;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
