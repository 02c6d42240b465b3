// i18next on the server: an instance per request, in the visitor's language, with every catalog of
// that language at hand, so that a page is written in one pass without waiting for any
// (docs/decisions/045). The browser then starts in the same language (lib/i18n.ts).
import type { Language } from '@fis/shared/enums';
import { createInstance, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Keyed by file: '../../../../packages/shared/locales/en/common.json'. The API's emails are not the web app's.
const CATALOGS = import.meta.glob<ResourceKey>(['../../../../packages/shared/locales/*/*.json', '!**/emails.json'], {
  eager: true,
  import: 'default',
});

function catalogsOf(language: Language): Record<string, ResourceKey> {
  const prefix = `/locales/${language}/`;
  return Object.fromEntries(
    Object.entries(CATALOGS)
      .filter(([file]) => file.includes(prefix))
      .map(([file, catalog]) => [file.slice(file.indexOf(prefix) + prefix.length, -'.json'.length), catalog]),
  );
}

export function i18nFor(language: Language): i18n {
  const catalogs = catalogsOf(language);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'zh', 'cn'],
    resources: { [language]: catalogs },
    ns: Object.keys(catalogs),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Every catalog is already here: ready as init returns.
    initAsync: false,
  });
  return instance;
}
