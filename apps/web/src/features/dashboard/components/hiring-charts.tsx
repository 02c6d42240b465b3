// The company's hiring funnel and weekly trend as plain bars: each bar is a progress bar with its
// figure in words (stage or week, count, of how many), so a screen reader reads what the eye sees.

import { FUNNEL_STAGES } from '@fis/shared/application-stages';
import { formatCount } from '@fis/shared/limits';
import type { HiringStatistics } from '@fis/shared/statistics-schemas';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from './panel';

function Bar({ label, count, max, color }: { label: string; count: number; max: number; color: string }) {
  const value = max === 0 ? 0 : Math.round((count / max) * 100);
  return (
    <Progress.Root
      size="lg"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={count}
    >
      <Progress.Section value={value} color={color} withAria={false} />
    </Progress.Root>
  );
}

export function FunnelBars({ data }: { data: HiringStatistics }) {
  const { t } = useTranslation('dashboard');
  const reached = new Map(data.reached.map((r) => [r.stage, r.count]));
  const total = reached.get(FUNNEL_STAGES[0]) ?? 0;
  if (total === 0) return <EmptyState text={t('company.funnel.empty')} />;
  return (
    <Stack gap="sm">
      {FUNNEL_STAGES.map((stage) => {
        const count = reached.get(stage) ?? 0;
        const name = t(`company.funnel.reached.${stage}`);
        const label = t('company.funnel.bar', { stage: name, count: formatCount(count), total: formatCount(total) });
        return (
          <Stack key={stage} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{name}</Text>
              <Text size="sm" fw={600}>
                {formatCount(count)}
              </Text>
            </Group>
            <Bar label={label} count={count} max={total} color="blue" />
          </Stack>
        );
      })}
    </Stack>
  );
}

export function WeeklyBars({ data }: { data: HiringStatistics }) {
  const { t, i18n } = useTranslation('dashboard');
  const max = Math.max(0, ...data.weekly.map((w) => w.count));
  return (
    <Stack gap="xs">
      {data.weekly.map((week) => {
        const date = formatDate(week.weekStart, i18n.language);
        const label = t('company.trend.bar', { date, count: formatCount(week.count) });
        return (
          <Group key={week.weekStart} gap="sm" wrap="nowrap">
            <Text size="xs" w={96} style={{ flexShrink: 0 }}>
              {date}
            </Text>
            <div style={{ flex: 1 }}>
              <Bar label={label} count={week.count} max={max} color="teal" />
            </div>
            <Text size="xs" fw={600} w={72} ta="right" style={{ flexShrink: 0 }}>
              {formatCount(week.count)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
