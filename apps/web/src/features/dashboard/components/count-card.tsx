// One figure of a dashboard: a label and the count (capped for display at 10000000+, SPEC
// section 9). With somewhere to see what it counts, the whole card is the link there, read once
// as "Screening: 2" rather than its label, its figure and its label again as a link.
import { formatCount } from '@fis/shared/limits';
import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLabel } from '../../../lib/i18n';
import classes from './count-card.module.css';

export function CountCard({
  label,
  count,
  to,
  highlight = false,
}: {
  label: string;
  count: number;
  to?: string;
  highlight?: boolean;
}) {
  const labelled = useLabel();
  const figure = formatCount(count);
  const body = (
    <Stack gap={4} aria-hidden={to ? true : undefined}>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {figure}
      </Text>
    </Stack>
  );
  const background = highlight ? 'var(--mantine-color-blue-light)' : undefined;
  if (!to) {
    return (
      <Card component="section" aria-label={label} withBorder padding="md" bg={background}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      component={Link}
      to={to}
      aria-label={`${labelled(label)}${figure}`}
      withBorder
      padding="md"
      bg={background}
      className={classes.link}
    >
      {body}
    </Card>
  );
}
