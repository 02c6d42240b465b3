// Every user-visible string exists in all three languages: the catalogs of one namespace have
// the same keys in en, zh and cn, no value is empty, interpolations and markup tags (<mail>, which
// the web app turns into links) match, and every ErrorCode has a message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/enums.js';
import { ErrorCode } from '../src/error-codes.js';
import { NAMESPACES } from '../src/i18n.js';

const LOCALES = join(__dirname, '..', 'locales');
const load = (lang: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      Object.assign(out, flatten(value as Record<string, unknown>, path));
    else out[path] = String(value);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?\w+>/g)].map((m) => m[1] ?? m[0]).sort();

describe('translation catalogs', () => {
  it('has a file for every namespace in every language and no stray files', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(LOCALES, lang)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: the same keys, non-empty, with the same placeholders and tags in en, zh and cn`, () => {
      const [en, zh, cn] = LANGUAGES.map((lang) => flatten(load(lang, ns)));
      const keys = Object.keys(en ?? {}).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const [lang, catalog] of [
        ['zh', zh],
        ['cn', cn],
      ] as const) {
        const other = Object.keys(catalog ?? {}).sort();
        expect(
          other.filter((k) => !keys.includes(k)),
          `${lang}/${ns} has keys that en lacks`,
        ).toEqual([]);
        expect(
          keys.filter((k) => !other.includes(k)),
          `${lang}/${ns} lacks keys`,
        ).toEqual([]);
        for (const key of keys) {
          expect(catalog?.[key]?.trim(), `${lang}/${ns}:${key} is empty`).toBeTruthy();
          expect(placeholders(catalog?.[key] ?? ''), `${lang}/${ns}:${key} placeholders`).toEqual(
            placeholders(en?.[key] ?? ''),
          );
        }
      }
    });
  }

  it('has a message for every error code in every language', () => {
    for (const lang of LANGUAGES) {
      const errors = load(lang, 'errors');
      for (const code of Object.values(ErrorCode)) expect(errors[code], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('keeps the SPEC wording of sections 5 and 8 in English', () => {
    const errors = load('en', 'errors');
    expect(errors).toMatchObject({
      FIELD_REQUIRED: 'This field is required',
      FIELD_INVALID: 'Invalid data',
      EMAIL_INVALID: 'The email field must be a valid email',
      PHONE_INVALID: 'Telephone number is invalid',
      PASSWORD_MISMATCH: 'The confirmed password does not match',
      PASSWORD_TOO_SHORT: 'Enter at least 8 characters',
      MUST_AGREE: 'You must agree to continue',
      WEBSITE_INVALID: 'Website url is invalid',
      OTP_REQUIRED: 'Please enter the verification code',
      EMAIL_TAKEN: 'This email has already been taken',
      INVALID_CREDENTIALS: 'The user credentials were incorrect',
      EMAIL_NOT_VERIFIED: 'Please verify your email to activate account',
      ACCOUNT_NOT_ACTIVATED: 'Your account has not been activated yet',
      ACCOUNT_DELETED: 'Your account is deleted. Please contact Admin',
      EMAIL_NOT_REGISTERED: 'This email address has not been registered yet',
      LINK_INVALID: 'Your reset password link is invalid or expired',
      OLD_PASSWORD_INCORRECT: 'The old password is not correct',
      OTP_INCORRECT: 'OTP is not correct.',
    });
    const messages = load('en', 'messages');
    expect(messages.code.resent).toBe('A new one-time verification code has sent to your email address');
    expect(messages.forgot.sent).toBe('The password reset email has been sent. Please retry after 5 minutes.');
    expect(messages.changePassword.success).toBe('Changed password successfully');
    // Messages (decision 015)
    expect(errors.TOO_MANY_RECIPIENTS).toBe('Maximum emails selected is 10');
    expect(errors.EMAIL_NOT_FOUND).toBe("Email doesn't exist");
    expect(messages.message).toMatchObject({
      sent: 'Sent message successfully',
      forwarded: 'Forwarded successfully',
      sendFailed: 'Sent message failed',
    });
  });
});
