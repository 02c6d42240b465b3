// One titled part of a read-only page (a candidate's profile as a company sees it, their
// applications): a card named by its heading, and the dimmed line a part shows when it is empty.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
