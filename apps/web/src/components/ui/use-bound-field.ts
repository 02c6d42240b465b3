// The react-hook-form binding a controlled Mantine input needs: ref, name, blur and the
// translated error, plus the raw value and onChange for the input to convert.
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/form-errors';

export interface BoundFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
}

export function useBoundField<T extends FieldValues, O>({ control, name }: BoundFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const fieldError = useFieldErrorText();
  return {
    value: field.value,
    onChange: field.onChange,
    bound: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldError(fieldState.error) },
  };
}
