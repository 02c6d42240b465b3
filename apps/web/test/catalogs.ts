// The real catalogs, for functions that write words (the fast tier): an i18next instance holding
// the common and search namespaces of each language asked for, ready before the file's tests.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll } from 'vitest';

/** One namespace of a language's catalog, as the app ships it. */
export const catalog = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/shared/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

export function catalogsOf(languages: string[]) {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        languages.map((lang) => [lang, { common: catalog(lang, 'common'), search: catalog(lang, 'search') }]),
      ),
    });
  });
  return i18n;
}
