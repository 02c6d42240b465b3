// The API's translate (i18n.ts): a key's text in the reader's language, its {{values}} filled, the
// plural form chosen by the language's own rules as i18next chooses it in the browser, then zh,
// then the key itself.
import { describe, expect, it } from 'vitest';
import { type Catalogs, translate } from '../src/i18n.js';

const catalogs: Catalogs = {
  en: {
    messages: { jobs: { approve_one: '{{count}} job approved', approve_other: '{{count}} jobs approved' }, only: 'en' },
  },
  zh: { messages: { jobs: { approve_other: '已批准 {{count}} 個職位' }, fallback: '繁體' } },
  cn: { messages: { jobs: { approve_one: '已批准 {{count}} 个职位', approve_other: '已批准 {{count}} 个职位' } } },
};

describe('translate', () => {
  it('picks the plural form by the language’s rules', () => {
    expect(translate(catalogs, 'en', 'messages:jobs.approve', { count: 1 })).toBe('1 job approved');
    expect(translate(catalogs, 'en', 'messages:jobs.approve', { count: 0 })).toBe('0 jobs approved');
    expect(translate(catalogs, 'en', 'messages:jobs.approve', { count: 193 })).toBe('193 jobs approved');
    // Chinese has one form: `other`, whatever the count.
    expect(translate(catalogs, 'zh', 'messages:jobs.approve', { count: 1 })).toBe('已批准 1 個職位');
    expect(translate(catalogs, 'cn', 'messages:jobs.approve', { count: 2 })).toBe('已批准 2 个职位');
  });

  it('falls back to zh, then to the key; a count that is not a number picks no plural', () => {
    expect(translate(catalogs, 'cn', 'messages:fallback')).toBe('繁體');
    expect(translate(catalogs, 'cn', 'messages:missing')).toBe('messages:missing');
    expect(translate(catalogs, 'en', 'messages:only', { count: '3' })).toBe('en');
  });
});
