// Asks before an eligibility decision: what it means for the candidate, and for a rejection the
// reason (required, checked with the API's own schema, its error beside the field).
import {
  type CheckedRule,
  type DecideEligibilityInput,
  decideEligibilityInputSchema,
  ELIGIBILITY_REASON_MAX_LENGTH,
} from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { fieldIssuesOf } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';

const KEYS: Record<EligibilityStatus, { title: string; body: string; action: string; colour: string }> = {
  [EligibilityStatus.VERIFIED]: {
    title: 'queue.verifyTitle',
    body: 'queue.verifyBody',
    action: 'queue.verify',
    colour: 'green',
  },
  [EligibilityStatus.REJECTED]: {
    title: 'queue.rejectTitle',
    body: 'queue.rejectBody',
    action: 'queue.reject',
    colour: 'red',
  },
  [EligibilityStatus.UNVERIFIED]: {
    title: 'queue.reopenTitle',
    body: 'queue.reopenBody',
    action: 'queue.reopen',
    colour: 'gray',
  },
};

export function DecisionDialog({
  name,
  status,
  checkedRules,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  /** The rules ticked against the scans, recorded with the decision (the check page only). */
  checkedRules?: CheckedRule[];
  /** The decision asked about; null: closed. */
  status: EligibilityStatus | null;
  busy: boolean;
  /** Resolves once done; a field error is shown beside the reason, any other as a notification. */
  onConfirm: (input: DecideEligibilityInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('eligibility');
  const notifyFailure = useNotifyFailure();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const keys = status === null ? null : KEYS[status];
  const rejecting = status === EligibilityStatus.REJECTED;

  const close = () => {
    setReason('');
    setReasonError(undefined);
    onCancel();
  };
  const confirm = async () => {
    if (status === null) return;
    const input: DecideEligibilityInput = {
      status,
      ...(rejecting ? { reason } : {}),
      ...(checkedRules ? { checkedRules } : {}),
    };
    const checked = decideEligibilityInputSchema.safeParse(input);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await onConfirm(input);
      setReason('');
      setReasonError(undefined);
    } catch (err) {
      const issue = fieldIssuesOf(err).find((one) => one.field === 'reason');
      if (issue) setReasonError(issue.code);
      else notifyFailure(err);
    }
  };

  return (
    <Modal opened={keys !== null} onClose={close} title={keys ? t(keys.title, { name }) : ''} centered>
      {keys ? (
        <Stack>
          <Text size="sm">{t(keys.body)}</Text>
          {rejecting ? (
            <TemplatePicker
              kind="eligibilityRejection"
              onPick={(template, lang) => setReason(templateText(template, lang))}
            />
          ) : null}
          {rejecting ? (
            <LimitedTextarea
              label={t('queue.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={ELIGIBILITY_REASON_MAX_LENGTH}
              error={reasonError ? t(`errors:${reasonError}`) : undefined}
              autosize
              minRows={3}
              required
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button color={keys.colour} loading={busy} onClick={() => void confirm()}>
              {t(keys.action)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
