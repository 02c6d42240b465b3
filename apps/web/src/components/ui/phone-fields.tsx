// A phone number as every form asks for it (registration, the application, the company profile):
// the prefix beside the number on one line at every width, the prefix's list wide enough to read.
import { PHONE_PREFIXES } from '@fis/shared/enums';
import { Group, TextInput } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import classes from './phone-fields.module.css';
import { SelectField } from './select-field';
import { type BoundFieldProps, useBoundField } from './use-bound-field';

export function PhoneFields<T extends FieldValues, O>({
  control,
  prefixName,
  numberName,
  prefixLabel,
  numberLabel,
  required,
}: Omit<BoundFieldProps<T, O>, 'name'> & {
  prefixName: FieldPath<T>;
  numberName: FieldPath<T>;
  prefixLabel: string;
  numberLabel: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const number = useBoundField({ control, name: numberName });
  const prefixes = PHONE_PREFIXES.map((v) => ({ value: v, label: t(`common:options.phonePrefix.${v}`) }));
  const longest = prefixes.reduce((a, b) => (b.label.length > a.label.length ? b : a)).label;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* The box is as wide as its longest choice in the reader's language and font, measured by a
          hidden copy in the same grid cell: a fixed width cut "+852 Hong Kong" to "+852 Hong Konç". */}
      <div className={classes.prefix}>
        <SelectField
          control={control}
          name={prefixName}
          label={prefixLabel}
          data={prefixes}
          required={required}
          comboboxProps={{ width: 'target', position: 'bottom-start' }}
        />
        <span className={classes.sizer} aria-hidden="true">
          {longest}
        </span>
      </div>
      <TextInput
        {...number.bound}
        value={String(number.value ?? '')}
        onChange={(event) => number.onChange(event.currentTarget.value)}
        label={numberLabel}
        required={required}
        // The number without its prefix: HTML gives tel-national to a text input only (type="tel" is
        // for a whole number); the phone's keypad still comes from inputMode.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
