// A Mantine Select bound to a react-hook-form field, with the field's error translated beside it.
import { type ComboboxData, Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './use-bound-field';

type SelectFieldProps<T extends FieldValues, O> = BoundFieldProps<T, O> &
  Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'data' | 'error' | 'allowDeselect'> & {
    data: ComboboxData;
    /** The schema wants a number; Select only knows strings. */
    numeric?: boolean;
  };

export function SelectField<T extends FieldValues, O>({ control, name, numeric, ...props }: SelectFieldProps<T, O>) {
  const { value, onChange, bound } = useBoundField({ control, name });
  return (
    <Select
      {...props}
      {...bound}
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(v === null ? undefined : numeric ? Number(v) : v)}
      allowDeselect={false}
    />
  );
}
