// Moving applicants along the stage table from a list: one applicant with one PUT, several with one
// bulk call per target stage (stage-actions.ts), the answers merged into one message and a list of
// those refused, with the API's reason for each.
import type { InterviewInput } from '@fis/shared/application-schemas';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantName } from '../../../lib/applicant-name';
import { useBulkMove, useMoveApplication } from '../api/move-application';
import { type CompanyAction, groupByTarget, mergeBulkResults, type RefusedRow, targetOf } from '../utils/stage-actions';

export function useStageMoves() {
  const { t } = useTranslation('applications');
  const move = useMoveApplication();
  const bulkMove = useBulkMove();
  const [refused, setRefused] = useState<RefusedRow[]>([]);

  const run = async (action: CompanyAction, rows: readonly CompanyApplicant[], interview?: InterviewInput) => {
    const [only] = rows;
    if (rows.length === 1 && only) {
      const result = await move.mutateAsync({ id: only.id, input: { stage: targetOf(action, only.stage), interview } });
      notifications.show({ color: 'green', message: result.message });
      setRefused([]);
      return;
    }
    const results = [];
    for (const [stage, ids] of groupByTarget(action, rows)) {
      results.push(await bulkMove.mutateAsync({ ids, stage, interview }));
    }
    const merged = mergeBulkResults(results, rows, (row) => applicantName(row.candidate));
    notifications.show({
      color: merged.refused.length ? 'yellow' : 'green',
      message: [
        t('actions.moved', { count: merged.moved }),
        merged.refused.length ? t('actions.refused', { count: merged.refused.length }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
    setRefused(merged.refused);
  };

  return {
    run,
    refused,
    clearRefused: () => setRefused([]),
    isPending: move.isPending || bulkMove.isPending,
  };
}
