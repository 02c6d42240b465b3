// One act on the rows ticked on this page of an office queue (decisions 053 and 058): "Select all
// on this page", how many are ticked and the queue's own buttons; then the report of the act: how
// many were done, and each row left as it was with the reason (decided meanwhile by a colleague,
// gone). Its words come from the queue's namespace (`<ns>:bulk.*`), each naming its own records.
import type { BulkResult } from '@fis/shared/bulk-schemas';
import { Alert, Checkbox, Group, List, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSelection } from '../../lib/use-selection';

type Selection = Pick<
  ReturnType<typeof useSelection<unknown>>,
  'rowCount' | 'allSelected' | 'someSelected' | 'toggleAll' | 'selectedRows'
>;

/** The act's report, with the name of each row it refused. */
export interface BulkReportOf {
  result: BulkResult;
  names: ReadonlyMap<string, string>;
}

export function BulkBar({
  ns,
  selection,
  actions,
  report,
  onCloseReport,
  selectedText,
}: {
  /** The queue's catalog namespace. */
  ns: string;
  selection: Selection;
  /** The queue's buttons, each disabled while nothing is ticked. */
  actions: ReactNode;
  report: BulkReportOf | null;
  onCloseReport: () => void;
  /** Said instead of the count ticked (every row the filters find, chosen beyond the page). */
  selectedText?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      {selection.rowCount > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="md">
              <Checkbox
                label={t('bulk.selectAll')}
                checked={selection.allSelected}
                indeterminate={selection.someSelected}
                onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
              />
              <Text size="sm" role="status">
                {selectedText ?? t('bulk.selected', { count: selection.selectedRows.length })}
              </Text>
            </Group>
            <Group gap="xs">{actions}</Group>
          </Group>
        </Paper>
      ) : null}
      {report ? (
        <Alert
          color={report.result.refused.length ? 'yellow' : 'green'}
          title={report.result.message}
          withCloseButton
          closeButtonLabel={t('bulk.closeReport')}
          onClose={onCloseReport}
          role="status"
        >
          {report.result.refused.length ? (
            <>
              <Text size="sm">{t('bulk.refused', { count: report.result.refused.length })}</Text>
              <List size="sm" mt={4}>
                {report.result.refused.map((item) => (
                  <List.Item key={item.id}>
                    {report.names.get(item.id) ?? item.id}: {item.message}
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
