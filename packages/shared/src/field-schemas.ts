// Field-level zod builders. Each issue's message is an ErrorCode, translated by whoever shows it
// (the API in its error body, the web app beside the field), so the wording lives in the catalogs.
import { z } from 'zod';
import { PHONE_PREFIXES, type PhonePrefix } from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from './limits.js';

/** Missing values (none, null, blank) are "required"; any other wrong value is `otherwise`. */
export const requiredOr =
  (otherwise: ErrorCode) =>
  (issue: { input?: unknown }): ErrorCode =>
    issue.input === undefined || issue.input === null || issue.input === '' ? ErrorCode.FIELD_REQUIRED : otherwise;

/** Missing values are "required"; values of the wrong type are "invalid". */
export const requiredOrInvalid = requiredOr(ErrorCode.FIELD_INVALID);

/**
 * One control character (C0, DEL, C1) or Unicode line or paragraph separator. A single-line
 * field holding one could break a line where it is written out: a name or subject reaches email
 * headers (subjects, Reply-To) and CSV rows. A form's one-line input cannot type them. The mail
 * code strips the same characters from the headers it writes (apps/api/src/mail/header-text.ts).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a text field is a textarea's (line breaks kept) or one line (no control characters). */
export interface TextFieldOptions {
  multiline?: boolean;
}

/**
 * The text as one line unless `multiline`: a control character inside is "invalid data". For a
 * field not built here (each skill of a list), apply it to the field's own string schema.
 */
export const lineRule = (text: z.ZodString, { multiline = false }: TextFieldOptions = {}) =>
  multiline ? text : text.refine((v) => !CONTROL_CHARACTER.test(v), ErrorCode.FIELD_INVALID);

/** Optional text that can be cleared: blank and null both store null. */
export const clearableText = (max: number, options: TextFieldOptions = {}) =>
  lineRule(z.string({ error: ErrorCode.FIELD_INVALID }).trim().max(max, ErrorCode.FIELD_TOO_LONG), options)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** One of a list of words (an enum of SPEC section 4). */
export const choiceField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOrInvalid });

/** One of a list of numeric codes. */
export const numericChoiceField = <T extends readonly number[]>(values: T) =>
  z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .refine((v) => (values as readonly number[]).includes(v), ErrorCode.FIELD_INVALID);

/**
 * Required text: empty is "required", whitespace-only is "invalid data"; stored trimmed (a line
 * ending pasted at either end goes with the spaces).
 */
export const requiredText = (max = TEXT_MAX_LENGTH, options: TextFieldOptions = {}) =>
  lineRule(
    z
      .string({ error: requiredOrInvalid })
      .min(1, ErrorCode.FIELD_REQUIRED)
      .regex(/\S/, ErrorCode.FIELD_INVALID)
      .trim()
      .max(max, ErrorCode.FIELD_TOO_LONG),
    options,
  );

/** Optional text: blank becomes undefined rather than an empty string in the database. */
export const optionalText = (max = TEXT_MAX_LENGTH, options: TextFieldOptions = {}) =>
  lineRule(z.string({ error: ErrorCode.FIELD_INVALID }).trim().max(max, ErrorCode.FIELD_TOO_LONG), options)
    .optional()
    .transform((v) => (v ? v : undefined));

export const emailField = () =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(254, ErrorCode.FIELD_TOO_LONG)
    .pipe(z.email({ error: ErrorCode.EMAIL_INVALID }));

/** Password rules of SPEC section 5: 8+ characters, capitals, lowercase, numbers, specials, no spaces. */
export const newPasswordField = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, ErrorCode.PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
    .refine((p) => isStrongPassword(p), ErrorCode.PASSWORD_WEAK);

export function isStrongPassword(p: string): boolean {
  return /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p) && /[^A-Za-z0-9\s]/.test(p) && !/\s/.test(p);
}

/** A password being checked rather than chosen: any non-empty string. */
export const currentPasswordField = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG);

/** Must be ticked: 'You must agree to continue'. */
export const mustAgree = () => z.literal(true, { error: ErrorCode.MUST_AGREE });

export const phonePrefixField = () => z.enum(PHONE_PREFIXES, { error: ErrorCode.PHONE_INVALID });

const PHONE_PATTERNS: Record<PhonePrefix, RegExp> = {
  '+852': /^[2-9]\d{7}$/,
  '+853': /^[2-8]\d{7}$/,
  '+86': /^1\d{10}$/,
};

/** Digits only: people type spaces and dashes, the number is stored bare and shown grouped. */
export const phoneNumberField = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{6,15}$/.test(v), ErrorCode.PHONE_INVALID);

export function isValidPhone(prefix: PhonePrefix, number: string): boolean {
  return PHONE_PATTERNS[prefix].test(number);
}

/** Checks the number against its prefix; used by every schema that has a telephone pair. */
export function refinePhone(value: { phonePrefix: PhonePrefix; phoneNumber: string }, ctx: z.RefinementCtx): void {
  if (!isValidPhone(value.phonePrefix, value.phoneNumber)) {
    ctx.addIssue({ code: 'custom', message: ErrorCode.PHONE_INVALID, path: ['phoneNumber'] });
  }
}

export function refinePasswordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: ErrorCode.PASSWORD_MISMATCH, path: ['confirmPassword'] });
  }
}

/**
 * Numbers grouped by dashes every four digits (SPEC section 3), counted from the left: the last
 * group holds what remains (13812345678 → 1381-2345-678; docs/decisions/020).
 */
export function formatPhoneNumber(number: string): string {
  return number.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1-');
}

/**
 * A telephone as every page and the applicants' CSV show it: the prefix, a space and the grouped
 * number ("+852 9123-4567"); the number alone without a prefix, '' without a number.
 * `bracketPrefix` writes "(+852) 9123-4567": a spreadsheet would read a leading + as a formula.
 */
export function formatPhone(
  prefix: string | null | undefined,
  number: string | null | undefined,
  options: { bracketPrefix?: boolean } = {},
): string {
  const grouped = number ? formatPhoneNumber(number) : '';
  if (!grouped) return '';
  if (!prefix) return grouped;
  return options.bracketPrefix ? `(${prefix}) ${grouped}` : `${prefix} ${grouped}`;
}

/** A blank query value counts as missing. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `page` and `take` of a paged list's query string: whole numbers (blank as missing), take up to `maxTake`. */
export function pageQueryFields(maxTake: number) {
  const invalid = { error: ErrorCode.FIELD_INVALID };
  return {
    page: z.preprocess(
      blankToUndefined,
      z.coerce.number(invalid).int(ErrorCode.FIELD_INVALID).min(1, ErrorCode.FIELD_INVALID).default(DEFAULT_PAGE),
    ),
    take: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(invalid)
        .int(ErrorCode.FIELD_INVALID)
        .min(1, ErrorCode.FIELD_INVALID)
        .max(maxTake, ErrorCode.FIELD_INVALID)
        .default(DEFAULT_PAGE_SIZE),
    ),
  };
}
