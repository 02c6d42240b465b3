// The translation catalogs of packages/shared/locales, loaded once. The API uses them for error
// messages and emails (the web app has them in its build).
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { type Catalogs, SERVER_NAMESPACES, translate } from '@fis/shared/i18n';

export const LOCALES_DIR = dirname(dirname(fileURLToPath(import.meta.resolve('@fis/shared/locales/en/common.json'))));

function load(): Catalogs {
  const catalogs = {} as Catalogs;
  for (const lang of LANGUAGES) {
    catalogs[lang] = {};
    for (const ns of SERVER_NAMESPACES) {
      catalogs[lang][ns] = JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/${ns}.json`, 'utf8'));
    }
  }
  return catalogs;
}

const catalogs = load();

export function t(lang: Language, key: string, params?: Record<string, string | number>): string {
  return translate(catalogs, lang, key, params);
}
