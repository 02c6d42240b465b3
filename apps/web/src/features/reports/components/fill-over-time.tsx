// The places taken by the end of each Hong Kong day of the period, as a line, and in the table the
// days on which the number changed (with the first and the last), with the share of the total.
import type { FillPoint } from '@fis/shared/report-schemas';
import { LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../hooks/use-report-format';
import { fillChanges } from '../utils/fill-changes';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

export function FillOverTime({ fill, counted }: { fill: readonly FillPoint[]; counted: boolean }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const captionId = useId();
  if (fill.length === 0) return null;
  return (
    <Stack gap="sm">
      <ReportChart title={t('places.fill')} describedBy={captionId}>
        <LineChart
          h={240}
          data={[...fill]}
          dataKey="date"
          series={[{ name: 'taken', color: 'blue.7', label: t('places.fillSeries') }]}
          curveType="stepAfter"
          withDots={fill.length <= 2}
          accessibilityLayer={false}
          valueFormatter={format.count}
          xAxisProps={{ tickFormatter: (day: string) => format.date(day), minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false, width: 48 }}
          gridAxis="y"
        />
      </ReportChart>
      <ReportTable
        name="places-fill"
        captionId={captionId}
        caption={t('places.fillCaption')}
        minWidth={420}
        rows={fillChanges(fill)}
        rowKey={(point) => point.date}
        columns={[
          { key: 'date', header: t('csv.places.date'), cell: (point) => format.date(point.date) },
          { key: 'taken', header: t('csv.places.fillTaken'), cell: (point) => format.count(point.taken) },
          ...(counted
            ? [{ key: 'rate', header: t('csv.places.fillRate'), cell: (point: FillPoint) => format.rate(point.rate) }]
            : []),
        ]}
      />
    </Stack>
  );
}
