// The outcome shown in place of a form: a success or failure message and what to do next.
import { Alert, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResultPanelProps {
  status: 'success' | 'error';
  title: ReactNode;
  message: ReactNode;
  /** Buttons or links leading on. */
  children?: ReactNode;
}

export function ResultPanel({ status, title, message, children }: ResultPanelProps) {
  return (
    <Stack gap="lg">
      <Alert
        color={status === 'success' ? 'teal' : 'red'}
        role={status === 'success' ? 'status' : 'alert'}
        variant="light"
        title={title}
      >
        {message}
      </Alert>
      {children ? <Group gap="sm">{children}</Group> : null}
    </Stack>
  );
}
