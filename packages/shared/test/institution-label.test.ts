// How a candidate's institution reads (institution-label.ts): the name written for Other, else the
// catalog's name in the reader's language, else the code; and every institution has a catalog name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTITUTIONS, LANGUAGES } from '../src/enums.js';
import { type Catalogs, translate } from '../src/i18n.js';
import { institutionKey, institutionLabel } from '../src/institution-label.js';

const common = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${lang}/common.json`, import.meta.url), 'utf8'));
const catalogs: Catalogs = { en: { common: common('en') }, zh: { common: common('zh') }, cn: { common: common('cn') } };
/** The reader's translator, as i18next's t behaves: the default value when the key is missing. */
const translatorIn =
  (lang: (typeof LANGUAGES)[number]) =>
  (key: string, { defaultValue }: { defaultValue: string }) => {
    const text = translate(catalogs, lang, key);
    return text === key ? defaultValue : text;
  };

describe('institutionLabel', () => {
  it('names a listed institution in the reader’s language', () => {
    expect(institutionLabel({ institution: 'CUHK', institutionOther: null }, translatorIn('en'))).toBe(
      'The Chinese University of Hong Kong',
    );
    expect(institutionLabel({ institution: 'CUHK' }, translatorIn('zh'))).toBe('香港中文大學');
  });

  it('gives the name the candidate wrote for Other, in every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        institutionLabel({ institution: 'Other', institutionOther: 'University of Macau' }, translatorIn(lang)),
      ).toBe('University of Macau');
    }
  });

  it('names Other itself when nothing was written, and only uses the written name for Other', () => {
    expect(institutionLabel({ institution: 'Other', institutionOther: '' }, translatorIn('en'))).toBe(
      translate(catalogs, 'en', institutionKey('Other')),
    );
    expect(institutionLabel({ institution: 'HKU', institutionOther: 'Elsewhere' }, translatorIn('en'))).not.toBe(
      'Elsewhere',
    );
  });

  it('falls back to the code of an institution the catalogs do not name', () => {
    expect(institutionLabel({ institution: 'RETIRED_CODE' }, translatorIn('cn'))).toBe('RETIRED_CODE');
  });

  it('finds a catalog name for every institution in every language', () => {
    for (const lang of LANGUAGES) {
      for (const institution of INSTITUTIONS) {
        expect(translate(catalogs, lang, institutionKey(institution)), `${lang} ${institution}`).not.toBe(
          institutionKey(institution),
        );
      }
    }
  });
});
