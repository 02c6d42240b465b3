// The office's funnel (docs/decisions/028): recommended → applied → hired for a period, each step
// with its rate of the step before, and the same by month.
import { type FunnelCounts, rateOf } from '@fis/shared/office-recommendation-schemas';
import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection } from '../../../components/ui/content-section';
import { DataTable } from '../../../components/ui/data-table';
import { useDates } from '../../../lib/dates';

/** The three steps, each with its count and its rate of the step before. */
export function Funnel({ counts }: { counts: FunnelCounts }) {
  const { t } = useTranslation('officeRecommendations');
  const steps = [
    { key: 'recommended', count: counts.recommended, note: t('funnel.withdrawn', { count: counts.withdrawn }) },
    {
      key: 'applied',
      count: counts.applied,
      note: t('funnel.rateOfRecommended', { rate: rateOf(counts.applied, counts.recommended) }),
    },
    {
      key: 'hired',
      count: counts.hired,
      note: t('funnel.rateOfApplied', { rate: rateOf(counts.hired, counts.applied) }),
    },
  ] as const;
  return (
    <ColumnsGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="section" aria-label={t('funnel.steps')}>
      {steps.map((step) => (
        <Card key={step.key} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed" component="h2" m={0}>
            {t(`outcome.${step.key}`)}
          </Text>
          <Text size="xl" fw={700} data-testid={`funnel-${step.key}`}>
            {step.count}
          </Text>
          <Text size="sm" c="dimmed">
            {step.note}
          </Text>
        </Card>
      ))}
    </ColumnsGrid>
  );
}

export function Months({ months }: { months: (FunnelCounts & { month: string })[] }) {
  const { t } = useTranslation('officeRecommendations');
  const dates = useDates();
  if (months.length === 0) return null;
  return (
    <ContentSection title={t('funnel.byMonth')}>
      <DataTable
        rows={months}
        rowKey={(row) => row.month}
        minWidth={480}
        columns={[
          { key: 'month', header: t('funnel.month'), cell: (row) => dates.month(`${row.month}-01`) },
          { key: 'recommended', header: t('outcome.recommended'), cell: (row) => row.recommended },
          {
            key: 'applied',
            header: t('outcome.applied'),
            cell: (row) => t('funnel.countRate', { count: row.applied, rate: rateOf(row.applied, row.recommended) }),
          },
          {
            key: 'hired',
            header: t('outcome.hired'),
            cell: (row) => t('funnel.countRate', { count: row.hired, rate: rateOf(row.hired, row.applied) }),
          },
        ]}
      />
    </ContentSection>
  );
}
