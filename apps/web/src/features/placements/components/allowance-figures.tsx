// The allowance a placement commits (docs/decisions/041), in its side's currency: the monthly rate
// fixed when the offer was accepted, the months and amount committed (its length, or the months
// begun before an early end) and those paid out (the months whose period has passed in Hong Kong).
import type { Allowance } from '@fis/shared/placement-schemas';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-money';

export function AllowanceFigures({ allowance, headingLevel = 2 }: { allowance: Allowance; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('placements');
  const money = useMoney();
  const lines: [string, string][] = [
    [t('allowance.monthly'), money(allowance.monthly, allowance.currency)],
    [
      t('allowance.committed'),
      t('allowance.forMonths', {
        amount: money(allowance.committed, allowance.currency),
        count: allowance.committedMonths,
      }),
    ],
    [
      t('allowance.paid'),
      t('allowance.forMonths', { amount: money(allowance.paid, allowance.currency), count: allowance.paidMonths }),
    ],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('allowance.title')}>
      <Title order={headingLevel} size="h4" mb="xs">
        {t('allowance.title')}
      </Title>
      <Stack component="dl" gap={4} m={0}>
        {lines.map(([term, value]) => (
          <Group key={term} justify="space-between" gap="xs" wrap="wrap">
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
