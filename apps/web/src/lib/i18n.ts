// i18next over the catalogs of packages/shared/locales (SPEC section 7). Default language zh; the
// choice is remembered in localStorage and mirrored on <html lang>.
import type { Language } from '@fis/shared/enums';
import { isLanguage, pickLanguage, WEB_NAMESPACES } from '@fis/shared/i18n';
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

const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hant', cn: 'zh-Hans' };

/**
 * `?lng=en|zh|cn` in an address sets the language and remembers it (then leaves the address, so
 * that a later choice in the switcher is not undone by a reload); else the remembered choice;
 * else the browser's own language when it is one of ours, zh for any other (SPEC section 1): a
 * French browser that also lists English gets zh, as its first language is not one we have.
 */
function initialLanguage(): Language {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('lng');
  if (fromAddress !== null) {
    url.searchParams.delete('lng');
    window.history.replaceState(window.history.state, '', url);
  }
  if (isLanguage(fromAddress)) {
    storage.set('language', fromAddress);
    return fromAddress;
  }
  const stored = storage.get('language');
  if (isLanguage(stored)) return stored;
  return pickLanguage(navigator.language);
}

export function setLanguage(lang: Language): Promise<unknown> {
  storage.set('language', lang);
  return i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) document.documentElement.lang = HTML_LANG[lng];
});

/** A label before its value: "Place: " in English, "地點：" in Chinese (the separator is in `common`). */
export function useLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => `${label}${t('common:labelSeparator')}`;
}

const language = initialLanguage();
// i18next reads its catalogs a turn later; asking now starts the download beside the page's chunk.
// A failure is reported by the backend's own read.
CATALOGS[language]().catch(() => {});

export const i18nReady = i18n
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

export default i18n;
