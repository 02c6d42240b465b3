// The money report (issue 25 section 4): on each side, in its own currency (HKD for Hong Kong, RMB
// for the GBA mainland, never added together), the placements made in the period, the allowance
// committed to them and paid out to date, in months and in money, and the extensions asked for,
// by where they stand. One chart per currency; the table has a column per side.
import type { MoneyReport, MoneyRow } from '@fis/shared/report-schemas';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { useReport } from '../api/get-report';
import type { ReportFilters } from '../hooks/use-report-filters';
import { useReportFormat } from '../hooks/use-report-format';
import { ReportChart } from './report-chart';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** The table's rows: each figure, as a count or as money in the side's currency. */
const FIGURES = [
  ['placements', 'count'],
  ['committedMonths', 'count'],
  ['committed', 'money'],
  ['paidMonths', 'count'],
  ['paid', 'money'],
  ['extensionsAsked', 'count'],
  ['extensionsApproved', 'count'],
  ['extensionsRefused', 'count'],
  ['extensionsWithdrawn', 'count'],
  ['extensionsPending', 'count'],
  ['extensionMonthsApproved', 'count'],
  ['earlyEnds', 'count'],
] as const satisfies readonly (readonly [keyof MoneyRow, 'count' | 'money'])[];

const isEmpty = (report: MoneyReport) => report.sides.every((side) => FIGURES.every(([key]) => side[key] === 0));

export function MoneyReportSection({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const query = useReport('money', filters);
  return (
    <ReportSection
      kind="money"
      title={t('money.title')}
      intro={t('money.intro')}
      filters={filters}
      query={query}
      isEmpty={isEmpty}
    >
      {(report) => <MoneyFigures report={report} />}
    </ReportSection>
  );
}

function MoneyFigures({ report }: { report: MoneyReport }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const captionId = useId();
  const sideName = (side: MoneyRow) =>
    t('money.sideCurrency', { side: format.side(side.side), currency: t(`common:options.currency.${side.currency}`) });
  return (
    <Stack gap="sm">
      <ColumnsGrid cols={{ base: 1, sm: report.sides.length }}>
        {report.sides.map((side) => (
          <ReportChart
            key={side.side}
            title={t('money.chart', {
              side: format.side(side.side),
              currency: t(`common:options.currency.${side.currency}`),
            })}
            describedBy={captionId}
          >
            <BarChart
              h={200}
              data={(['committed', 'paid'] as const).map((key) => ({
                label: t(`csv.money.${key}`),
                amount: side[key],
              }))}
              dataKey="label"
              series={[
                { name: 'amount', color: side.side === 'HongKong' ? 'blue.7' : 'teal.7', label: sideName(side) },
              ]}
              accessibilityLayer={false}
              // The tooltip writes the amount with its currency; the axis, under the title naming it, the number.
              valueFormatter={(value) => format.money(value, side.currency)}
              yAxisProps={{ width: 64, tickFormatter: format.count, allowDecimals: false }}
              gridAxis="y"
              maxBarWidth={56}
            />
          </ReportChart>
        ))}
      </ColumnsGrid>
      <ReportTable
        name="money"
        captionId={captionId}
        caption={t('money.caption')}
        minWidth={520}
        rows={FIGURES}
        rowKey={([key]) => key}
        columns={[
          { key: 'figure', header: t('money.column.figure'), cell: ([key]) => t(`csv.money.${key}`) },
          ...report.sides.map((side) => ({
            key: side.side,
            header: sideName(side),
            cell: ([key, kind]: (typeof FIGURES)[number]) =>
              kind === 'money' ? format.money(side[key], side.currency) : format.count(side[key]),
          })),
        ]}
      />
    </Stack>
  );
}
