import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the profile page: a titled card with an optional action (add, edit). */
export function SectionCard({ title, description, action, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
