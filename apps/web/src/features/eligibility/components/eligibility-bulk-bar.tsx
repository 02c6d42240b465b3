// One decision for the candidates ticked on this page of the queue (decision 053): Verify selected
// and Reject selected in the office's bulk bar (components/ui/bulk-bar.tsx), with the same dialog
// as for one, its reason and templates, and then the bar's report.
import type { DecideEligibilityInput, EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, type BulkReportOf } from '../../../components/ui/bulk-bar';
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
  const [report, setReport] = useState<BulkReportOf | null>(null);
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
      <BulkBar
        ns="eligibility"
        selection={selection}
        report={report}
        onCloseReport={() => setReport(null)}
        actions={
          <>
            <Button
              size="xs"
              color="green"
              disabled={count === 0}
              onClick={() => setAsking(EligibilityStatus.VERIFIED)}
            >
              {t('bulk.verify')}
            </Button>
            <Button size="xs" color="red" disabled={count === 0} onClick={() => setAsking(EligibilityStatus.REJECTED)}>
              {t('bulk.reject')}
            </Button>
          </>
        }
      />
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
