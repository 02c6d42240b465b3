// An application's stage (with how long ago it was reached) and the day the candidate applied,
// side by side: the line of the company's applicant cards on a phone.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/ui/relative-time';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { useDates } from '../../../lib/dates';

export function StageAndDate({
  stage,
  appliedAt,
  stageChangedAt,
}: {
  stage: number;
  appliedAt: string;
  stageChangedAt: string;
}) {
  const { t } = useTranslation('candidates');
  const { date } = useDates();
  return (
    <Group gap="xs" justify="space-between">
      <Group gap="xs">
        <CompanyStageBadge stage={stage} />
        <RelativeTime iso={stageChangedAt} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('list.appliedOn', { date: date(appliedAt) })}
      </Text>
    </Group>
  );
}
