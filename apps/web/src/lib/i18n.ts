// i18next over the catalogs the API serves at /locales/{lng}/{ns}.json (SPEC section 7).
// Default and fallback zh; the choice is remembered in localStorage and mirrored on <html lang>.
import { DEFAULT_LANGUAGE, type Language } from '@fis/shared/enums';
import { isLanguage, pickLanguage, WEB_NAMESPACES } from '@fis/shared/i18n';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storage } from './storage';

const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hant', cn: 'zh-Hans' };

function initialLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = storage.get('language');
  if (isLanguage(stored)) return stored;
  return navigator.language ? pickLanguage(navigator.languages.join(',')) : DEFAULT_LANGUAGE;
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

export const i18nReady = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'zh', 'cn'],
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export default i18n;
