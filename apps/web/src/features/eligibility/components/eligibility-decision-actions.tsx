// A queued candidate's decisions: verify, reject with a reason, or back to unverified, each but the
// current state, each asked first (decision-dialog.tsx) and then sent.
import type { CheckedRule, EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideEligibility } from '../api/eligibility-queue';
import { DecisionDialog } from './decision-dialog';

const ACTION_KEY = {
  [EligibilityStatus.VERIFIED]: 'verify',
  [EligibilityStatus.REJECTED]: 'reject',
  [EligibilityStatus.UNVERIFIED]: 'reopen',
} as const;

export function EligibilityDecisionActions({
  candidateId,
  name,
  status,
  checkedRules,
  mayAsk = () => true,
  onDecided,
}: {
  candidateId: string;
  /** The candidate's name, in the buttons' labels and the dialog. */
  name: string;
  /** The decision so far: every other one is offered. */
  status: EligibilityCandidate['eligibility']['status'];
  /** The rules ticked against the scans (the check page), sent with the decision. */
  checkedRules?: CheckedRule[];
  /** Whether the decision may be asked now; the caller says why not where it belongs. */
  mayAsk?: (decision: EligibilityStatus) => boolean;
  onDecided: () => void;
}) {
  const { t } = useTranslation('eligibility');
  const decide = useDecideEligibility(candidateId);
  const [asking, setAsking] = useState<EligibilityStatus | null>(null);
  const actions: EligibilityStatus[] = [];
  if (status !== EligibilityStatus.VERIFIED) actions.push(EligibilityStatus.VERIFIED);
  if (status !== EligibilityStatus.REJECTED) actions.push(EligibilityStatus.REJECTED);
  if (status !== EligibilityStatus.UNVERIFIED) actions.push(EligibilityStatus.UNVERIFIED);

  return (
    <>
      <Group justify="flex-end" gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            size="compact-md"
            variant={action === EligibilityStatus.VERIFIED ? 'filled' : 'light'}
            color={
              action === EligibilityStatus.REJECTED ? 'red' : action === EligibilityStatus.VERIFIED ? 'green' : 'gray'
            }
            onClick={() => {
              if (mayAsk(action)) setAsking(action);
            }}
            aria-label={t(`queue.${ACTION_KEY[action]}Label`, { name })}
          >
            {t(`queue.${ACTION_KEY[action]}`)}
          </Button>
        ))}
      </Group>
      <DecisionDialog
        name={name}
        status={asking}
        checkedRules={checkedRules}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={async (input) => {
          const answer = await decide.mutateAsync(input);
          notifications.show({ color: 'green', message: answer.message });
          onDecided();
          setAsking(null);
        }}
      />
    </>
  );
}
