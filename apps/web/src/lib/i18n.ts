// i18next in the browser over the catalogs of packages/shared/locales (SPEC section 7). Default
// language zh; the server writes the page in the visitor's language (lib/i18n.server.ts), which the
// browser starts in (<html lang>); a choice is remembered in localStorage and its cookie
// (storage.ts), which the server reads.
import { DEFAULT_LANGUAGE, type Language } from '@fis/shared/enums';
import { HTML_LANG, isLanguage } from '@fis/shared/i18n';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type CatalogArea, isBaseNamespace, namespacesOf } from './catalog-areas';
import { storage } from './storage';

// Each catalog file is its own import, and the build bundles them, per language, into one chunk per
// set of areas that use them (lib/catalog-areas.ts): a page downloads its language's base chunk
// and its area's, hashed and cached for good (docs/decisions/014). Keyed by file:
// './en/common.json'. The API's emails are not the web app's.
const CATALOG_FILES = import.meta.glob<ResourceKey>(['./*/*.json', '!**/emails.json'], {
  base: '../../../../packages/shared/locales',
  import: 'default',
});
const fileOf = (language: string, namespace: string) => CATALOG_FILES[`./${language}/${namespace}.json`];

/** Every page's namespaces: all but those the table gives to areas, new ones included. */
const BASE_NAMESPACES = Object.keys(CATALOG_FILES)
  .filter((file) => file.startsWith(`./${DEFAULT_LANGUAGE}/`))
  .map((file) => file.slice(`./${DEFAULT_LANGUAGE}/`.length, -'.json'.length))
  .filter(isBaseNamespace);

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = fileOf(lng, ns);
    if (!load) return callback(new Error(`no ${ns} catalog for ${lng}`), false);
    load().then(
      (catalog) => callback(null, catalog),
      (err: Error) => callback(err, false),
    );
  },
};

/** Settles as soon as i18next is started: in which language, and when it has its base catalogs. */
let markStarted: (start: { language: Language; ready: Promise<unknown> }) => void = () => {};
const started = new Promise<{ language: Language; ready: Promise<unknown> }>((resolve) => {
  markStarted = resolve;
});

/** Starts i18next in a language, its base catalogs requested at once. */
export function initI18n(language: Language): Promise<unknown> {
  // i18next reads its catalogs a turn later; asking now starts the download beside the page's
  // chunk. A failure is reported by the backend's own read.
  for (const namespace of BASE_NAMESPACES) fileOf(language, namespace)?.().catch(() => {});
  const ready = i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: every key exists in every language (packages/shared/test checks it),
      // so a fallback would only download a second language's catalogs.
      fallbackLng: false,
      supportedLngs: ['en', 'zh', 'cn'],
      ns: BASE_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  markStarted({ language, ready });
  return ready;
}

/**
 * Loads the catalogs of an area's pages in the current language (the router, with the area's
 * routes: app/routes.tsx). i18next then keeps them in every language the visitor switches to.
 * Asked before i18next has started, the area's files are requested as soon as the language is
 * known, beside the base ones, and handed to i18next once it is ready.
 */
export function loadArea(area: CatalogArea): Promise<unknown> {
  const namespaces = namespacesOf(area);
  return started.then(({ language, ready }) => {
    if (!i18n.isInitialized) for (const namespace of namespaces) fileOf(language, namespace)?.().catch(() => {});
    return ready.then(() => i18n.loadNamespaces(namespaces));
  });
}

/** The same inside a component: it suspends until the area's catalogs are loaded. */
export function useAreaCatalogs(area: CatalogArea): void {
  useCatalogsOf([area]);
}

/** The same for several areas at once (a page's, root.tsx). */
export function useCatalogsOf(areas: readonly CatalogArea[]): void {
  useTranslation(areas.flatMap(namespacesOf), { useSuspense: true });
}

/**
 * The language the server wrote the page in (<html lang>). A `?lng=` in the address, which the
 * server has remembered in its cookie, is remembered here too and then left out of the address, so
 * that a later choice in the switcher is not undone by a reload.
 */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  const language = (Object.keys(HTML_LANG) as Language[]).find((key) => HTML_LANG[key] === lang) ?? DEFAULT_LANGUAGE;
  const url = new URL(window.location.href);
  if (url.searchParams.has('lng')) {
    url.searchParams.delete('lng');
    window.history.replaceState(window.history.state, '', url);
    storage.set('language', language);
  }
  return language;
}

/** Starts i18next in the browser, <html lang> following the language. */
export function startI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) writeHtmlLang(lng);
  });
  writeHtmlLang(language);
  return initI18n(language);
}

/**
 * Writes <html lang> only when it changes. The server has already written the page's language, and
 * writing it again, even unchanged, took 30 to 100 ms of the page's main thread as it started in the
 * bench's profiles (docs/bench-log.md).
 */
function writeHtmlLang(language: Language) {
  const lang = HTML_LANG[language];
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

export function setLanguage(lang: Language): Promise<unknown> {
  storage.set('language', lang);
  return i18n.changeLanguage(lang);
}

/** A label before its value: "Place: " in English, "地點：" in Chinese (the separator is in `common`). */
export function useLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => `${label}${t('common:labelSeparator')}`;
}

export default i18n;
