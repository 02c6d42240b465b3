// The shared schemas check the password pair and the telephone pair in object-level
// refinements, which zod runs only once every field is valid. These checks report the same
// ErrorCodes beside the field as soon as both halves of the pair are filled in.
import { ErrorCode } from '@fis/shared/error-codes';
import { isValidPhone } from '@fis/shared/field-schemas';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type CrossFieldCheck<I> = (values: I) => { field: string; code: ErrorCode } | null;

export function withCrossFieldChecks<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  checks: CrossFieldCheck<NoInfer<I>>[],
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    let added = false;
    for (const check of checks) {
      const found = check(values);
      if (found && !errors[found.field]) {
        errors[found.field] = { type: 'custom', message: found.code };
        added = true;
      }
    }
    return added ? { values: {}, errors: errors as FieldErrors<I> } : result;
  };
}

export function passwordsMatch(values: { password?: string; confirmPassword?: string }) {
  return values.confirmPassword && values.password !== values.confirmPassword
    ? { field: 'confirmPassword', code: ErrorCode.PASSWORD_MISMATCH }
    : null;
}

export function phoneMatchesPrefix(values: { phonePrefix?: string; phoneNumber?: string }) {
  const number = (values.phoneNumber ?? '').replace(/[\s-]/g, '');
  const prefix = values.phonePrefix;
  if (!/^\d{6,15}$/.test(number) || (prefix !== '+852' && prefix !== '+853' && prefix !== '+86')) return null;
  return isValidPhone(prefix, number) ? null : { field: 'phoneNumber', code: ErrorCode.PHONE_INVALID };
}
