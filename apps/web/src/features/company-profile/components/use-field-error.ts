// Field errors are ErrorCodes (from the shared schema or the server), translated where shown.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error?.message ? t(`errors:${error.message}`) : undefined);
}
