// A placement's extensions, the latest first: the months asked for and why, when, and the office's
// decision with its reason (a refusal always has one; an early end withdraws a waiting request).
import type { Extension, ExtensionStatus } from '@fis/shared/placement-schemas';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';

const COLOR: Record<ExtensionStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  refused: 'red',
  withdrawn: 'gray',
};

export function ExtensionHistory({
  extensions,
  headingLevel = 2,
}: {
  extensions: readonly Extension[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('placements');
  const { dateTime } = useDates();
  const label = useLabel();
  const latestFirst = [...extensions].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return (
    <Stack gap="xs" component="section" aria-label={t('extensions.title')}>
      <Title order={headingLevel} size="h4">
        {t('extensions.title')}
      </Title>
      {latestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('extensions.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {latestFirst.map((extension) => (
            <Paper key={extension.id} component="li" withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {t('extensions.months', { count: extension.months })}
                  </Text>
                  <Badge color={COLOR[extension.status]} variant="light" tt="none">
                    {t(`extensions.status.${extension.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('extensions.requestedAt', { time: dateTime(extension.requestedAt) })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {label(t('extensions.reason'))}
                  {extension.reason}
                </Text>
                {extension.decidedAt ? (
                  <Text size="xs" c="dimmed">
                    {t(`extensions.decidedAt.${extension.status}`, { time: dateTime(extension.decidedAt) })}
                  </Text>
                ) : null}
                {extension.decisionReason ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {label(t('extensions.decisionReason'))}
                    {extension.decisionReason}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
