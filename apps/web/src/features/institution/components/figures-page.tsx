// /institution/figures: the institution's students' applications, interviews, offers and hires
// (docs/decisions/061), by round, programme or side (Hong Kong or the GBA), counted as the office's
// flow report counts them: a bar chart, the table it draws, and the same figures as a CSV file.
// The grouping is written to the address, which the route's loader reads.
import { INSTITUTION_FIGURE_GROUPINGS, type InstitutionFiguresQuery } from '@fis/shared/report-schemas';
import { BarChart } from '@mantine/charts';
import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useUrlParams } from '../../../lib/url-params';
import { exportFigures, useInstitutionFigures } from '../api/figures';

/** The counts shown, in the order of the students' way through. */
const COUNTS = ['applications', 'interviews', 'offers', 'acceptances'] as const;
const COLOURS = ['blue.6', 'cyan.6', 'teal.6', 'green.7'] as const;

export function FiguresPage({ query }: { query: InstitutionFiguresQuery }) {
  const { t } = useTranslation('institution');
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const { setParam } = useUrlParams();
  const figures = useInstitutionFigures(query);
  const [exporting, setExporting] = useState(false);
  const caption = useId();
  const label = (count: (typeof COUNTS)[number]) => t(`figures.counts.${count}`);

  const download = async () => {
    setExporting(true);
    try {
      await exportFigures(query);
    } catch (err) {
      notifyFailure(err);
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (figures.isPending) body = <Skeleton height={240} radius="md" aria-busy="true" />;
  else if (figures.isError)
    body = (
      <LoadError
        message={t('figures.loadFailed')}
        detail={errorText(figures.error)}
        onRetry={() => figures.refetch()}
      />
    );
  else if (figures.data.groups.length === 0) body = <EmptyState title={t('figures.empty')} />;
  else {
    const { groups, total } = figures.data;
    body = (
      <Stack gap="md">
        <figure style={{ margin: 0 }} aria-describedby={caption}>
          <BarChart
            h={Math.max(200, groups.length * 70 + 70)}
            data={groups.map((group) => ({ ...group }))}
            dataKey="label"
            orientation="vertical"
            series={COUNTS.map((count, i) => ({ name: count, label: label(count), color: COLOURS[i] ?? 'gray.6' }))}
            withLegend
            accessibilityLayer={false}
            xAxisProps={{ allowDecimals: false }}
            yAxisProps={{ width: 140, interval: 0 }}
            gridAxis="x"
          />
        </figure>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption id={caption}>{t('figures.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(`figures.by.${query.by}`)}</Table.Th>
                {COUNTS.map((count) => (
                  <Table.Th scope="col" key={count}>
                    {label(count)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.key}>
                  <Table.Th scope="row">{group.label}</Table.Th>
                  {COUNTS.map((count) => (
                    <Table.Td key={count}>{group[count]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('figures.all')}</Table.Th>
                {COUNTS.map((count) => (
                  <Table.Td key={count} fw={600}>
                    {total[count]}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  }

  return (
    <Stack maw={1000} gap="lg">
      <div>
        <Title order={1}>{t('figures.title')}</Title>
        <Text c="dimmed">{t('figures.intro')}</Text>
      </div>
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t('figures.groupBy')}
          value={query.by}
          onChange={(event) => setParam('by', event.currentTarget.value === 'round' ? null : event.currentTarget.value)}
          data={INSTITUTION_FIGURE_GROUPINGS.map((by) => ({ value: by, label: t(`figures.by.${by}`) }))}
          w={{ base: '100%', xs: 260 }}
        />
        <Button variant="light" loading={exporting} onClick={download}>
          {t('figures.download')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
