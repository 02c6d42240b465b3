// A consent Checkbox bound to a react-hook-form boolean, with the field's error translated below it.
import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from '../../../components/ui/use-bound-field';

type ConsentCheckboxProps<T extends FieldValues, O> = BoundFieldProps<T, O> & {
  label: ReactNode;
  description?: ReactNode;
};

export function ConsentCheckbox<T extends FieldValues, O>({
  label,
  description,
  ...binding
}: ConsentCheckboxProps<T, O>) {
  const { value, onChange, bound } = useBoundField(binding);
  return (
    <Checkbox
      {...bound}
      checked={value === true}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={label}
      description={description}
    />
  );
}
