// One whole-number field of the round form: months, an allowance or places.
import type { RoundInput, RoundValues } from '@fis/shared/round-schemas';
import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldError } from 'react-hook-form';

export type NumberField =
  | 'internshipMonths'
  | 'maxInternshipMonths'
  | 'allowanceHongKong'
  | 'allowanceGba'
  | 'priorEmploymentMonths'
  | 'totalPlaces';

/**
 * A whole number of months, of the currency or of places; emptied, it is missing (the schema's
 * "required"), or null when it is optional (a blank total: the round counts no places).
 */
export function WholeNumberField({
  control,
  name,
  label,
  description,
  min,
  max,
  thousands,
  optional,
  errorText,
}: {
  control: Control<RoundInput, unknown, RoundValues>;
  name: NumberField;
  label: string;
  description?: string;
  min: number;
  max: number;
  thousands?: boolean;
  optional?: boolean;
  errorText(error: FieldError | undefined): string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : optional ? null : undefined)}
          label={label}
          description={description}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={thousands ? ',' : undefined}
          required={!optional}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
