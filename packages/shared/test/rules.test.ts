import { describe, expect, it } from 'vitest';
import { candidateRegisterSchema } from '../src/auth-schemas.js';
import { formatCompanyCode, parseCompanyCode } from '../src/company-code.js';
import { formatPhone, formatPhoneNumber, isStrongPassword, isValidPhone } from '../src/field-schemas.js';
import { pickLanguage, translate } from '../src/i18n.js';
import { formatCount, yearChoices } from '../src/limits.js';

describe('language negotiation', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-HK,zh;q=0.9', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-CN,zh;q=0.9', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['cn', 'cn'],
    ['fr-FR', 'zh'],
    ['fr-FR,en;q=0.5', 'en'],
  ])('%s → %s', (header, lang) => expect(pickLanguage(header)).toBe(lang));
});

describe('translate', () => {
  const catalogs = {
    en: { common: { hello: 'Hello {{name}}' } },
    zh: { common: { hello: '你好 {{name}}', only: '只有中文' } },
    cn: { common: {} },
  };
  it('interpolates and falls back to zh, then to the key', () => {
    expect(translate(catalogs, 'en', 'common:hello', { name: 'Amy' })).toBe('Hello Amy');
    expect(translate(catalogs, 'cn', 'hello', { name: '小明' })).toBe('你好 小明');
    expect(translate(catalogs, 'en', 'common:only')).toBe('只有中文');
    expect(translate(catalogs, 'en', 'common:missing')).toBe('common:missing');
  });
});

describe('business rules', () => {
  it('lists years from the current year plus 6 down to 2000', () => {
    const years = yearChoices(new Date('2026-05-01'));
    expect(years[0]).toBe(2032);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(33);
  });

  it('caps displayed counts above 10,000,000', () => {
    expect(formatCount(10_000_000)).toBe('10000000');
    expect(formatCount(10_000_001)).toBe('10000000+');
  });

  it('groups phone numbers by dashes every four digits', () => {
    expect(formatPhoneNumber('91234567')).toBe('9123-4567');
    expect(formatPhoneNumber('13812345678')).toBe('1381-2345-678');
    expect(formatPhoneNumber('661234')).toBe('6612-34');
    expect(formatPhoneNumber('9123 4567')).toBe('9123-4567');
    expect(formatPhoneNumber('1234')).toBe('1234');
  });

  it('writes a telephone as its prefix and grouped number', () => {
    expect(formatPhone('+852', '91234567')).toBe('+852 9123-4567');
    expect(formatPhone('+86', '138 1234 5678')).toBe('+86 1381-2345-678');
    expect(formatPhone('+853', '66123456', { bracketPrefix: true })).toBe('(+853) 6612-3456');
    expect(formatPhone(null, '91234567')).toBe('9123-4567');
    expect(formatPhone('+852', null)).toBe('');
    expect(formatPhone('+852', '')).toBe('');
  });

  it('checks numbers against their prefix', () => {
    expect(isValidPhone('+852', '91234567')).toBe(true);
    expect(isValidPhone('+852', '01234567')).toBe(false);
    expect(isValidPhone('+853', '66123456')).toBe(true);
    expect(isValidPhone('+86', '13812345678')).toBe(true);
    expect(isValidPhone('+86', '91234567')).toBe(false);
  });

  it('requires capitals, lowercase, numbers and specials without spaces', () => {
    expect(isStrongPassword('Str0ng!Pass')).toBe(true);
    expect(isStrongPassword('str0ng!pass')).toBe(false);
    expect(isStrongPassword('STR0NG!PASS')).toBe(false);
    expect(isStrongPassword('Strong!Pass')).toBe(false);
    expect(isStrongPassword('Str0ngPass')).toBe(false);
    expect(isStrongPassword('Str0ng! Pass')).toBe(false);
  });

  it('reads company IDs and nothing else', () => {
    expect(formatCompanyCode(12)).toBe('FIS-00012');
    expect(parseCompanyCode('fis-00012')).toBe(12);
    expect(parseCompanyCode('FIS12')).toBe(12);
    expect(parseCompanyCode('hr@example.com')).toBeNull();
  });

  it('stores a phone number without the spaces and dashes people type', () => {
    const parsed = candidateRegisterSchema.parse({
      englishName: ' Chan Tai Man ',
      institution: 'HKU',
      faculty: 'Engineering',
      programme: 'BEng',
      email: 'a@b.hk',
      graduationYear: 2027,
      phoneNumber: '9123-4567',
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
      legallyEmployable: 0,
      residentType: 0,
      cityOfResidence: 'HONG_KONG',
      educationLevel: 'MASTER',
      agreeTerms: true,
      agreeDataSharing: true,
    });
    expect(parsed.phoneNumber).toBe('91234567');
    expect(parsed.phonePrefix).toBe('+852');
    expect(parsed.englishName).toBe('Chan Tai Man');
    expect(parsed.agreeMarketing).toBe(false);
  });
});
