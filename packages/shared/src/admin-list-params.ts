// The admin lists' filters as the address writes them (decision 022): a code, a word, a yes/no, an
// id, the rows ticked and a sort, each blank read as missing and a bad value named as the field.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined } from './field-schemas.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

/** A numeric code in the address: one of `values`, or missing. */
export const codeParam = (values: readonly number[]) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number(invalid)
      .int(ErrorCode.FIELD_INVALID)
      .refine((v) => values.includes(v), ErrorCode.FIELD_INVALID)
      .optional(),
  );

/** One of some words in the address, or missing. */
export const wordParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, invalid).optional());

/** A yes/no filter in the address: 'true', 'false' or missing (no filter). */
export const flagParam = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], invalid)
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  );

export const idParam = () => z.preprocess(blankToUndefined, z.uuid(invalid).optional());

/** The most rows one selection holds: a page of a list (decision 059). */
export const ADMIN_LIST_MAX_IDS = 100;

/**
 * The rows ticked on a list's page, comma-separated in the address: the list, its export and a
 * group message narrowed to them (decision 059).
 */
export const idsParam = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? undefined : value.split(',')) : value),
    z
      .array(z.uuid(invalid), invalid)
      .min(1, ErrorCode.FIELD_INVALID)
      .max(ADMIN_LIST_MAX_IDS, ErrorCode.TOO_MANY_ITEMS)
      .optional(),
  );

export const sortParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, invalid).default(values[0]));
