// A form's submit button. It stays disabled until the app runs the page, so that a form the
// server wrote (sign-in, registration) cannot be sent by the browser itself, its password in the address,
// before the app can send it: the Enter key submits nothing while the form's button is disabled.
// It also waits for the form's uploads to arrive (lib/uploads-in-progress.ts).
import { Button, type ButtonProps } from '@mantine/core';
import { useRef } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { useUploadingIn } from '../../lib/uploads-in-progress';

export function SubmitButton({
  submitting,
  disabled,
  ...props
}: Omit<ButtonProps, 'loading'> & {
  submitting: boolean;
  children: React.ReactNode;
  /** The id of its form, when the button stands outside it. */
  form?: string;
}) {
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  // A file still sending in this form (its field shows the progress): saving now would leave it out.
  const uploading = useUploadingIn(button);
  return (
    <Button
      ref={button}
      type="submit"
      loading={submitting}
      disabled={submitting || disabled || !hydrated || uploading}
      {...props}
    />
  );
}
