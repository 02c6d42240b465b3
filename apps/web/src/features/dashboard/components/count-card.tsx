// One figure of a dashboard: a label, the count (capped for display at 10000000+, SPEC section 9),
// and where to see what it counts.
import { formatCount } from '@fis/shared/limits';
import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function CountCard({
  label,
  count,
  to,
  linkLabel,
  extra,
  highlight = false,
}: {
  label: string;
  count: number;
  to?: string;
  linkLabel?: string;
  extra?: ReactNode;
  highlight?: boolean;
}) {
  return (
    <Card
      component="section"
      aria-label={label}
      withBorder
      padding="md"
      bg={highlight ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {formatCount(count)}
        </Text>
        {extra}
        {to && linkLabel && (
          <Anchor component={Link} to={to} size="sm">
            {linkLabel}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
