// One report's frame: its heading and what it counts, the day its figures stand at, the Export CSV
// button for the same filters, and its body: skeletons while it loads, the failure with a retry (a
// period the API refuses says why), "Nothing to count" when the records give nothing, else the
// charts and tables. Figures for a changed filter replace the previous ones, dimmed meanwhile.
import type { ReportKind } from '@fis/shared/report-schemas';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { exportReport } from '../api/export-report';
import type { ReportFilters } from '../hooks/use-report-filters';
import { useReportFormat } from '../hooks/use-report-format';

interface Answer {
  filters: { asOf: string };
}

export function ReportSection<Data extends Answer>({
  kind,
  title,
  intro,
  filters,
  query,
  isEmpty,
  controls,
  children,
}: {
  kind: ReportKind;
  title: string;
  intro: string;
  filters: ReportFilters;
  query: UseQueryResult<Data>;
  isEmpty(data: Data): boolean;
  /** Choices of this report alone, above its figures (the flow's grouping). */
  controls?: ReactNode;
  children(data: Data): ReactNode;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportReport(kind, filters);
    } catch (err) {
      notifyFailure(err);
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('state.loading')}>
        <Skeleton height={260} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />;
  } else if (isEmpty(query.data)) {
    body = <EmptyState title={t('state.empty')} hint={t('state.emptyHint')} />;
  } else {
    body = (
      <Stack gap="xl" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
        {children(query.data)}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`report-${kind}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} maw={760}>
            <Title order={2} size="h3" id={`report-${kind}`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
          <Button
            variant="light"
            loading={exporting}
            disabled={!query.isSuccess}
            onClick={exportCsv}
            aria-label={t('exportLabel', { report: title })}
          >
            {t('export')}
          </Button>
        </Group>
        {controls}
        {query.data ? (
          <Text size="sm" role="status" aria-live="polite">
            {t('asOf', { date: format.date(query.data.filters.asOf) })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Card>
  );
}
