// @vitest-environment happy-dom
// The message forms' rules that need no browser: the recipient chips (each address once, never
// more than 10: what goes past stays typed and the limit is shown while it is there), and the
// field errors of the zod check and of the API put on their top-level field ('recipients.3' →
// recipients, naming the address sent).
import { MESSAGE_MAX_RECIPIENTS } from '@fis/shared/limits';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanRecipients, useRecipients } from '../src/features/messages/hooks/use-recipients';
import { groupFieldErrors, serverFieldErrors } from '../src/features/messages/utils/field-errors';
import { ApiError } from '../src/lib/api-client';

const emails = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`);

describe('recipient chips', () => {
  it('keeps each address once, compared without case, and drops blanks', () => {
    expect(cleanRecipients([' a@x.hk ', 'A@X.HK', '', 'b@x.hk'])).toEqual(['a@x.hk', 'b@x.hk']);
  });

  it('accepts up to 10; an 11th stays typed with the limit shown, until it is removed', () => {
    const { result } = renderHook(() => useRecipients(['first@example.com']));
    expect(result.current.recipients).toEqual(['first@example.com']);
    act(() => {
      result.current.change(emails(MESSAGE_MAX_RECIPIENTS));
    });
    expect(result.current.recipients).toHaveLength(10);
    expect(result.current.overLimit).toBe(false);

    let accepted = true;
    act(() => {
      result.current.setTyped('');
      accepted = result.current.change([...emails(MESSAGE_MAX_RECIPIENTS), 'eleventh@example.com']);
    });
    expect(accepted).toBe(false);
    expect(result.current.recipients).toEqual(emails(MESSAGE_MAX_RECIPIENTS));
    expect(result.current.typed).toBe('eleventh@example.com');
    expect(result.current.overLimit).toBe(true);

    // The extra address removed from the field: the ten can be sent.
    act(() => {
      result.current.setTyped('');
    });
    expect(result.current.overLimit).toBe(false);
    expect(result.current.recipients).toHaveLength(10);
  });

  it('a chip removed makes room: the typed address is no longer over the limit', () => {
    const { result } = renderHook(() => useRecipients());
    act(() => {
      result.current.change([...emails(MESSAGE_MAX_RECIPIENTS), 'eleventh@example.com', 'twelfth@example.com']);
    });
    expect(result.current.typed).toBe('eleventh@example.com, twelfth@example.com');
    expect(result.current.overLimit).toBe(true);
    act(() => {
      result.current.change(emails(9));
    });
    expect(result.current.overLimit).toBe(false);
    expect(result.current.recipients).toHaveLength(9);
  });

  it('a prefilled address counts as a chip; a duplicate typed again adds nothing', () => {
    const { result } = renderHook(() => useRecipients(['a@x.hk', 'a@x.hk']));
    expect(result.current.recipients).toEqual(['a@x.hk']);
    act(() => {
      result.current.change(['a@x.hk', 'A@x.hk']);
    });
    expect(result.current.recipients).toEqual(['a@x.hk']);
  });
});

describe('message field errors', () => {
  it('puts an error on its top-level field, the first one of each field kept', () => {
    expect(
      groupFieldErrors([
        { field: 'recipients.3', code: 'EMAIL_NOT_FOUND' },
        { field: 'recipients.4', code: 'EMAIL_NOT_FOUND_LATER' },
        { field: 'subject', code: 'FIELD_REQUIRED' },
      ]),
    ).toEqual({ recipients: { code: 'EMAIL_NOT_FOUND' }, subject: { code: 'FIELD_REQUIRED' } });
  });

  it("reads the API's field, or its list of fields; other failures name no field", () => {
    const one = new ApiError(400, { code: 'EMAIL_NOT_FOUND', message: "Email doesn't exist", field: 'recipients.0' });
    expect(serverFieldErrors(one)).toEqual({ recipients: { code: 'EMAIL_NOT_FOUND' } });
    // With what was sent, the error names the address refused.
    expect(serverFieldErrors(one, { recipients: ['nobody@example.com', 'b@x.hk'] })).toEqual({
      recipients: { code: 'EMAIL_NOT_FOUND', item: 'nobody@example.com' },
    });
    const many = new ApiError(400, {
      code: 'VALIDATION',
      message: '',
      fields: [{ field: 'description', code: 'FIELD_TOO_LONG', message: '' }],
    } as never);
    expect(serverFieldErrors(many)).toEqual({ description: { code: 'FIELD_TOO_LONG' } });
    expect(serverFieldErrors(new ApiError(0, { code: 'FETCH_ERROR', message: '' }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
