// i18next over the catalogs of packages/shared/locales (SPEC section 7). Default language zh; the
// choice is remembered in localStorage (and its cookie, storage.ts) and mirrored on <html lang>.
import type { Language } from '@fis/shared/enums';
import { HTML_LANG, isLanguage, visitorLanguage, WEB_NAMESPACES } from '@fis/shared/i18n';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storage } from './storage';

// One chunk of the build per language, holding all its namespaces: one request, hashed and cached
// for good (docs/decisions/014). Keyed by file: '…/locales/en/common.json'.
type CatalogFiles = Record<string, ResourceKey>;
const CATALOGS: Record<Language, () => Promise<{ default: CatalogFiles }>> = {
  en: () => import('./catalogs/en'),
  zh: () => import('./catalogs/zh'),
  cn: () => import('./catalogs/cn'),
};

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (!isLanguage(lng)) return callback(new Error(`no catalogs for ${lng}`), false);
    CATALOGS[lng]().then(
      ({ default: files }) => {
        const file = Object.keys(files).find((path) => path.endsWith(`/${ns}.json`));
        if (file) callback(null, files[file]);
        else callback(new Error(`no ${ns} catalog for ${lng}`), false);
      },
      (err: Error) => callback(err, false),
    );
  },
};

/**
 * Starts i18next in a language, its catalogs requested at once: the browser (startI18n) and the
 * build's prerender of the public pages (build/prerender.tsx) both start here.
 */
export function initI18n(language: Language): Promise<unknown> {
  // i18next reads its catalogs a turn later; asking now starts the download beside the page's
  // chunk. A failure is reported by the backend's own read.
  CATALOGS[language]().catch(() => {});
  return i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: every key exists in every language (packages/shared/test checks it),
      // so a fallback would only download a second language's catalogs.
      fallbackLng: false,
      supportedLngs: ['en', 'zh', 'cn'],
      ns: [...WEB_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/**
 * The language of this visit in the browser (visitorLanguage). `?lng=` is remembered and then left
 * out of the address, so that a later choice in the switcher is not undone by a reload; a choice
 * stored before the server could see it (its cookie, storage.ts) is remembered again.
 */
export function browserLanguage(): Language {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('lng');
  if (fromAddress !== null) {
    url.searchParams.delete('lng');
    window.history.replaceState(window.history.state, '', url);
  }
  const language = visitorLanguage(fromAddress, storage.get('language'), navigator.language);
  if (isLanguage(fromAddress) || storage.get('language')) storage.set('language', language);
  return language;
}

/** Starts i18next in the browser, <html lang> following the language. */
export function startI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) document.documentElement.lang = HTML_LANG[lng];
  });
  document.documentElement.lang = HTML_LANG[language];
  return initI18n(language);
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
