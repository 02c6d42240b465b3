// One decision for the candidates ticked on this page of the queue (decision 053): select all on
// the page, how many are ticked, Verify selected and Reject selected (the same dialog as for one,
// with its reason and templates), and then the report: how many were decided, and each candidate
// left as they were with the reason (decided meanwhile by a colleague, gone).
import type {
  BulkEligibilityResult,
  DecideEligibilityInput,
  EligibilityCandidate,
} from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { Alert, Button, Checkbox, Group, List, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantName } from '../../../lib/applicant-name';
import type { useSelection } from '../../../lib/use-selection';
import { useBulkDecideEligibility } from '../api/eligibility-queue';
import { DecisionDialog } from './decision-dialog';

type Selection = ReturnType<typeof useSelection<EligibilityCandidate>>;

/** Above the tab's list; it stays when the candidates decided leave it, with its report. */
export function EligibilityBulkBar({ selection }: { selection: Selection }) {
  const { t } = useTranslation('eligibility');
  const bulk = useBulkDecideEligibility();
  const [asking, setAsking] = useState<EligibilityStatus | null>(null);
  const [report, setReport] = useState<{ result: BulkEligibilityResult; names: Map<string, string> } | null>(null);
  const count = selection.selectedRows.length;

  const decide = async (input: DecideEligibilityInput) => {
    const rows = selection.selectedRows;
    const result = await bulk.mutateAsync({
      ...input,
      candidateIds: rows.map((row) => row.id),
      expected: EligibilityStatus.UNVERIFIED,
    });
    setReport({ result, names: new Map(rows.map((row) => [row.id, applicantName(row)])) });
    setAsking(null);
    selection.clear();
  };

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
                {t('bulk.selected', { count })}
              </Text>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                disabled={count === 0}
                onClick={() => setAsking(EligibilityStatus.VERIFIED)}
              >
                {t('bulk.verify')}
              </Button>
              <Button
                size="xs"
                color="red"
                disabled={count === 0}
                onClick={() => setAsking(EligibilityStatus.REJECTED)}
              >
                {t('bulk.reject')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {report ? (
        <Alert
          color={report.result.refused.length ? 'yellow' : 'green'}
          title={report.result.message}
          withCloseButton
          closeButtonLabel={t('bulk.closeReport')}
          onClose={() => setReport(null)}
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
      <DecisionDialog
        name={t('bulk.names', { count })}
        status={asking}
        busy={bulk.isPending}
        onConfirm={decide}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
