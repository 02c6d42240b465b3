// The reason a company or the office must give for changing a placement (an early end, more
// months): required, a long text with its limit in view, growing with what is written.
import { LONG_TEXT_MAX_LENGTH } from '@fis/shared/limits';
import type { FieldValues } from 'react-hook-form';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import type { BoundFieldProps } from '../../../components/ui/use-bound-field';

export function ReasonField<T extends FieldValues, O>({
  control,
  name,
  label,
}: BoundFieldProps<T, O> & { label: string }) {
  return (
    <LimitedTextareaField
      control={control}
      name={name}
      label={label}
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={LONG_TEXT_MAX_LENGTH}
    />
  );
}
