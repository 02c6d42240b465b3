// The places report (issue 25 section 4): the places granted, held, taken and left on each side and
// by company, with each company's places by the cities of its jobs, and the fill over time. Each
// chart has its table of the same figures under it.
import type { PlaceCounts } from '@fis/shared/place-schemas';
import type { PlaceSide } from '@fis/shared/place-sides';
import type { PlacesReport, PlacesReportRow } from '@fis/shared/report-schemas';
import { BarChart } from '@mantine/charts';
import { Alert, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../api/get-report';
import { inSeriesOrder, useChartAxis } from '../hooks/use-chart-axis';
import type { ReportFilters } from '../hooks/use-report-filters';
import { type ReportFormat, useReportFormat } from '../hooks/use-report-format';
import { chartLabel } from '../utils/chart-label';
import { CategoryTick } from './category-tick';
import { FillOverTime } from './fill-over-time';
import { ReportChart } from './report-chart';
import { ReportSection } from './report-section';
import { type ReportColumn, ReportTable } from './report-table';

const COUNTS = ['granted', 'held', 'taken', 'left', 'takenInRange'] as const;
type Counts = PlaceCounts & { takenInRange: number };
/** A side's row of the sides' table; the whole scheme's, in its foot, has none. */
type SideRow = Counts & { side: PlaceSide | null };

/** The bars of a company's places, which add up to its grant: taken, then held, then left. */
const STACK = [
  { name: 'taken', color: 'blue.7' },
  { name: 'held', color: 'orange.6' },
  { name: 'left', color: 'gray.4' },
] as const;

const isEmpty = (report: PlacesReport) =>
  report.rows.length === 0 && report.total.taken === 0 && report.total.held === 0;

export function PlacesReportSection({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const query = useReport('places', filters);
  return (
    <ReportSection
      kind="places"
      title={t('places.title')}
      intro={t('places.intro')}
      filters={filters}
      query={query}
      isEmpty={isEmpty}
    >
      {(report) => <PlacesFigures report={report} />}
    </ReportSection>
  );
}

function countColumns<Row extends Counts>(t: (key: string) => string, format: ReportFormat): ReportColumn<Row>[] {
  return COUNTS.map((key) => ({
    key,
    header: t(`csv.places.${key}`),
    cell: (row: Row) => format.count(row[key]),
  }));
}

function PlacesFigures({ report }: { report: PlacesReport }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const sidesCaption = useId();
  const companiesCaption = useId();
  const axis = useChartAxis();
  const cities = (row: PlacesReportRow) =>
    row.cities.length === 0
      ? t('none')
      : row.cities
          .map((city) =>
            t('places.city', {
              city: t(`common:options.jobCity.${city.city}`),
              held: format.count(city.held),
              taken: format.count(city.taken),
            }),
          )
          .join(t('places.citySeparator'));

  return (
    <>
      <Stack gap="sm">
        {report.totalPlaces === null ? (
          <Alert color="blue" variant="light">
            {t('places.notCounted')}
          </Alert>
        ) : (
          <Text fw={600} data-testid="places-total">
            {t('places.count.total')}: {format.count(report.totalPlaces)}
          </Text>
        )}
        <ReportTable<SideRow>
          name="places-sides"
          captionId={sidesCaption}
          caption={t('places.sidesCaption')}
          minWidth={560}
          rows={report.sides}
          rowKey={(row) => row.side ?? ''}
          footer={{ ...report.total, side: null }}
          columns={[
            {
              key: 'side',
              header: t('csv.places.side'),
              cell: (row) => (row.side === null ? t('total') : format.side(row.side)),
            },
            ...countColumns<SideRow>(t, format),
          ]}
        />
      </Stack>

      {report.rows.length > 0 ? (
        <Stack gap="sm">
          <ReportChart title={t('places.byCompany')} describedBy={companiesCaption}>
            <BarChart
              h={Math.max(160, report.rows.length * 44 + 70)}
              // Each bar's label: the company's name over its side (CategoryTick).
              data={report.rows.map((row) => ({
                ...row,
                label: `${chartLabel(row.companyName, axis.letters)}\n${format.side(row.side)}`,
              }))}
              dataKey="label"
              type="stacked"
              orientation="vertical"
              series={STACK.map((bar) => ({ ...bar, label: t(`csv.places.${bar.name}`) }))}
              withLegend
              legendProps={{ itemSorter: inSeriesOrder(STACK.map((bar) => bar.name)) }}
              accessibilityLayer={false}
              valueFormatter={format.count}
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: axis.width, tick: <CategoryTick />, interval: 0 }}
              gridAxis="x"
              maxBarWidth={28}
            />
          </ReportChart>
          <ReportTable
            name="places-companies"
            captionId={companiesCaption}
            caption={t('places.byCompanyCaption')}
            minWidth={900}
            rows={report.rows}
            rowKey={(row) => `${row.companyId}:${row.side}`}
            columns={[
              { key: 'company', header: t('csv.places.company'), cell: (row) => row.companyName },
              { key: 'side', header: t('csv.places.side'), cell: (row) => format.side(row.side), text: true },
              ...countColumns<PlacesReportRow>(t, format),
              { key: 'cities', header: t('places.column.cities'), cell: cities, text: true },
            ]}
          />
        </Stack>
      ) : null}

      <FillOverTime fill={report.fill} counted={report.totalPlaces !== null} />
    </>
  );
}
