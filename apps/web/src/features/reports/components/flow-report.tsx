// The flow report (issue 25 section 4): applications, interviews, offers and acceptances by company,
// side, institution, programme or round, with each group's response rate and median times, and the
// office's recommendations from pick to application to hire. The grouping is in the address (`by`).
import { FLOW_GROUPINGS, type FlowFigures, type FlowGrouping, type FlowReport } from '@fis/shared/report-schemas';
import { BarChart } from '@mantine/charts';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../api/get-report';
import { inSeriesOrder, useChartAxis } from '../hooks/use-chart-axis';
import type { ReportFilters } from '../hooks/use-report-filters';
import { useReportFormat } from '../hooks/use-report-format';
import { chartLabel } from '../utils/chart-label';
import { ReportChart } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** The steps each group's bars show, side by side. */
const STEPS = [
  { name: 'applications', color: 'blue.7' },
  { name: 'interviews', color: 'cyan.7' },
  { name: 'offers', color: 'orange.6' },
  { name: 'acceptances', color: 'green.7' },
] as const;
const COUNTED = ['applications', 'interviews', 'offers', 'acceptances', 'responded'] as const;
const RECOMMENDED = ['recommended', 'recommendedApplied', 'recommendedHired'] as const;
/** More groups than this and the chart shows those with the most applications (the table has all). */
const CHART_GROUPS = 8;

const isEmpty = (report: FlowReport) =>
  [...COUNTED, ...RECOMMENDED].every((key) => report.total[key] === 0) && report.groups.length === 0;

export function FlowReportSection({
  filters,
  onGroupBy,
}: {
  filters: ReportFilters;
  onGroupBy(by: FlowGrouping): void;
}) {
  const { t } = useTranslation('reports');
  const query = useReport('flow', filters);
  return (
    <ReportSection
      kind="flow"
      title={t('flow.title')}
      intro={t('flow.intro')}
      filters={filters}
      query={query}
      isEmpty={isEmpty}
      controls={
        <NativeSelect
          label={t('filters.by')}
          maw={280}
          value={filters.by}
          onChange={(event) => onGroupBy(event.currentTarget.value as FlowGrouping)}
          data={FLOW_GROUPINGS.map((value) => ({ value, label: t(`csv.flow.group.${value}`) }))}
        />
      }
    >
      {(report) => <FlowFiguresView report={report} />}
    </ReportSection>
  );
}

type Row = FlowFigures & { key: string; label: string };

function FlowFiguresView({ report }: { report: FlowReport }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const groupsCaption = useId();
  const funnelCaption = useId();
  const axis = useChartAxis();
  const charted = report.groups.slice(0, CHART_GROUPS);
  const { recommended, recommendedApplied, recommendedHired } = report.total;
  const funnel = [
    { step: 'recommended', count: recommended, of: null },
    { step: 'applied', count: recommendedApplied, of: recommended },
    { step: 'hired', count: recommendedHired, of: recommendedApplied },
  ] as const;
  const figure = (key: keyof FlowFigures) => t(`csv.flow.${key}`);

  return (
    <>
      {report.groups.length > 0 ? (
        <Stack gap="sm">
          <ReportChart title={t('flow.chart')} describedBy={groupsCaption}>
            <BarChart
              h={Math.max(200, charted.length * (STEPS.length * 14 + 20) + 70)}
              data={charted.map((group) => ({ ...group, label: chartLabel(group.label, axis.letters) }))}
              dataKey="label"
              orientation="vertical"
              series={STEPS.map((step) => ({ ...step, label: figure(step.name) }))}
              withLegend
              legendProps={{ itemSorter: inSeriesOrder(STEPS.map((step) => step.name)) }}
              accessibilityLayer={false}
              valueFormatter={format.count}
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: axis.width, interval: 0 }}
              gridAxis="x"
            />
          </ReportChart>
          {report.groups.length > CHART_GROUPS ? (
            <Text size="sm" c="dimmed">
              {t('chartTop', { shown: CHART_GROUPS, total: report.groups.length })}
            </Text>
          ) : null}
          <ReportTable<Row>
            name="flow-groups"
            captionId={groupsCaption}
            caption={t('flow.caption')}
            minWidth={1200}
            rows={report.groups}
            rowKey={(group) => group.key}
            footer={{ ...report.total, key: '', label: t('csv.flow.all') }}
            columns={[
              { key: 'label', header: t(`csv.flow.group.${report.by}`), cell: (row) => row.label },
              ...COUNTED.map((key) => ({ key, header: figure(key), cell: (row: Row) => format.count(row[key]) })),
              { key: 'responseRate', header: figure('responseRate'), cell: (row) => format.rate(row.responseRate) },
              {
                key: 'medianDaysToResponse',
                header: figure('medianDaysToResponse'),
                cell: (row) => format.days(row.medianDaysToResponse),
              },
              {
                key: 'medianDaysToOffer',
                header: figure('medianDaysToOffer'),
                cell: (row) => format.days(row.medianDaysToOffer),
              },
              ...RECOMMENDED.map((key) => ({ key, header: figure(key), cell: (row: Row) => format.count(row[key]) })),
            ]}
          />
        </Stack>
      ) : null}

      <Stack gap="sm">
        <ReportChart title={t('flow.funnel')} describedBy={funnelCaption}>
          <BarChart
            h={190}
            data={funnel.map((step) => ({ label: t(`flow.step.${step.step}`), count: step.count }))}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'count', color: 'teal.7', label: t('flow.column.count') }]}
            accessibilityLayer={false}
            valueFormatter={format.count}
            withBarValueLabel
            xAxisProps={{ allowDecimals: false }}
            yAxisProps={{ width: 110, interval: 0 }}
            gridAxis="x"
            maxBarWidth={32}
          />
        </ReportChart>
        <ReportTable
          name="flow-funnel"
          captionId={funnelCaption}
          caption={t('flow.funnelCaption')}
          minWidth={420}
          rows={funnel}
          rowKey={(step) => step.step}
          columns={[
            { key: 'step', header: t('flow.column.step'), cell: (step) => t(`flow.step.${step.step}`) },
            { key: 'count', header: t('flow.column.count'), cell: (step) => format.count(step.count) },
            {
              key: 'rate',
              header: t('flow.column.rate'),
              cell: (step) => (step.of === null ? t('none') : format.rate(step.of === 0 ? null : step.count / step.of)),
            },
          ]}
        />
      </Stack>
    </>
  );
}
