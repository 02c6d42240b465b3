// /admin-portal/reports (issue 25 section 4; docs/decisions/042): the office's reports for the
// funder. The round and the period apply to the three reports; a tab shows one of them (places,
// the flow of applications, the allowances), so that only its figures are counted. Everything
// chosen is in the address. This page alone loads the charting code (recharts, through
// @mantine/charts) and its styles, as each page is its own chunk.
import '@mantine/charts/styles.css';
import type { ReportKind } from '@fis/shared/report-schemas';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../hooks/use-report-filters';
import { FlowReportSection } from './flow-report';
import { MoneyReportSection } from './money-report';
import { PlacesReportSection } from './places-report';
import { ReportFilterForm } from './report-filters';

const TABS = ['places', 'flow', 'money'] as const satisfies readonly ReportKind[];

export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { report, filters, update } = useReportFilters();
  return (
    <Stack maw={1200} gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </Stack>
      <ReportFilterForm
        values={{ roundId: filters.roundId, from: filters.from, to: filters.to }}
        onApply={(values) => update(values)}
      />
      <Tabs
        value={report}
        onChange={(value) => update({ report: value === 'places' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {TABS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="places">
          <PlacesReportSection filters={filters} />
        </Tabs.Panel>
        <Tabs.Panel value="flow">
          <FlowReportSection filters={filters} onGroupBy={(by) => update({ by: by === 'company' ? null : by })} />
        </Tabs.Panel>
        <Tabs.Panel value="money">
          <MoneyReportSection filters={filters} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
