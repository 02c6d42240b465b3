// An application's stage and the day the candidate applied, side by side: the line of the
// company's applicant cards on a phone.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { formatDay } from '../../../lib/dates';

export function StageAndDate({ stage, appliedAt }: { stage: number; appliedAt: string }) {
  const { t } = useTranslation('candidates');
  return (
    <Group gap="xs" justify="space-between">
      <CompanyStageBadge stage={stage} />
      <Text size="sm" c="dimmed">
        {t('list.appliedOn', { date: formatDay(appliedAt) })}
      </Text>
    </Group>
  );
}
