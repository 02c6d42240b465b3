// A form's submit button. It stays disabled until the app runs the page, so that a prerendered
// form (sign-in, registration) cannot be sent by the browser itself, its password in the address,
// before the app can send it: the Enter key submits nothing while the form's button is disabled.
import { Button, type ButtonProps } from '@mantine/core';
import { useHydrated } from '../../lib/hydrated';

export function SubmitButton({
  submitting,
  disabled,
  ...props
}: Omit<ButtonProps, 'loading'> & { submitting: boolean; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return <Button type="submit" loading={submitting} disabled={submitting || disabled || !hydrated} {...props} />;
}
