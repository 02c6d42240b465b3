// A message form's field error as the field shows it: the translated code, followed by the item it
// is about when it names one ("Email doesn't exist: nobody@example.com").
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../lib/i18n';
import type { FieldError } from '../utils/field-errors';

export function useFieldErrorText() {
  const { t } = useTranslation('errors');
  const label = useLabel();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const text = t(error.code);
    return error.item === undefined ? text : `${label(text)}${error.item}`;
  };
}
