// Text fields with a length limit in view: a counter under the field ("1,850 / 2,000
// characters"), read out with the field (aria-describedby), and a polite announcement when the
// text comes near the limit and when it goes past it. Nothing is cut: text past the limit turns
// the counter red and shows "too long" beside the field, and the form's own check (the shared
// zod schema, or the dialog's button) refuses it, so a long paste is never shortened unseen.
import { Text, Textarea, type TextareaProps, TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type ReactNode, type Ref, useId, useLayoutEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locales';
import { type BoundFieldProps, useBoundField } from './use-bound-field';

/** From this share of the limit the announcement says the text is close to it. */
const NEAR_SHARE = 0.9;

function useTextLimit<E extends HTMLElement>(value: string, max: number) {
  const { t, i18n } = useTranslation();
  const counterId = useId();
  const inputRef = useRef<E>(null);
  // Mantine writes the input's aria-describedby from its description and error only, on each
  // change of those; the counter's id is added back after every render.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(counterId)) input.setAttribute('aria-describedby', [...ids, counterId].join(' '));
  });

  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const over = value.length > max;
  const near = !over && value.length >= max * NEAR_SHARE;
  const limit = number.format(max);
  const container = (input: ReactNode) => (
    <>
      {input}
      <Text id={counterId} size="xs" ta="right" mt={4} c={over ? 'var(--mantine-color-error)' : 'dimmed'}>
        {t('common:textLimit.count', { length: number.format(value.length), max: limit })}
      </Text>
      <VisuallyHidden aria-live="polite">
        {over ? t('common:textLimit.over', { max: limit }) : near ? t('common:textLimit.near', { max: limit }) : ''}
      </VisuallyHidden>
    </>
  );
  return { inputRef, container, tooLong: over ? t('errors:FIELD_TOO_LONG') : undefined };
}

type LimitedTextareaProps = Omit<TextareaProps, 'value' | 'maxLength'> & {
  value: string;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
};

export function LimitedTextarea({ value, maxLength, error, ref, ...props }: LimitedTextareaProps) {
  const limit = useTextLimit<HTMLTextAreaElement>(value, maxLength);
  const mergedRef = useMergedRef(ref, limit.inputRef);
  return (
    <Textarea
      {...props}
      ref={mergedRef}
      value={value}
      error={error ?? limit.tooLong}
      inputContainer={limit.container}
    />
  );
}

type LimitedTextInputProps = Omit<TextInputProps, 'value' | 'maxLength'> & {
  value: string;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
};

export function LimitedTextInput({ value, maxLength, error, ref, ...props }: LimitedTextInputProps) {
  const limit = useTextLimit<HTMLInputElement>(value, maxLength);
  const mergedRef = useMergedRef(ref, limit.inputRef);
  return (
    <TextInput
      {...props}
      ref={mergedRef}
      value={value}
      error={error ?? limit.tooLong}
      inputContainer={limit.container}
    />
  );
}

type FieldProps<T extends FieldValues, O, P> = BoundFieldProps<T, O> &
  Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

/** A LimitedTextarea bound to a react-hook-form field. */
export function LimitedTextareaField<T extends FieldValues, O>({
  control,
  name,
  ...props
}: FieldProps<T, O, LimitedTextareaProps>) {
  const { value, onChange, bound } = useBoundField({ control, name });
  return (
    <LimitedTextarea {...props} {...bound} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

/** A LimitedTextInput bound to a react-hook-form field. */
export function LimitedTextInputField<T extends FieldValues, O>({
  control,
  name,
  ...props
}: FieldProps<T, O, LimitedTextInputProps>) {
  const { value, onChange, bound } = useBoundField({ control, name });
  return (
    <LimitedTextInput {...props} {...bound} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
