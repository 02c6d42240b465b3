// The dashboard's dialog to approve or reject a company waiting for approval: a rejection needs a
// reason, emailed to the company as written (docs/decisions/024), which a template may fill.
// pending-companies.tsx loads it when first opened (lib/lazy-until-open.tsx).
import { ACCOUNT_REASON_MAX_LENGTH } from '@fis/shared/limits';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import type { CompanyForReview } from '../api/get-companies';
import { type ReviewDecision, useReviewCompany } from '../api/review-company';

export interface PendingDecision {
  company: CompanyForReview;
  decision: ReviewDecision;
}

export function CompanyDecisionDialog({
  pending,
  onClose,
  onDecided,
}: {
  pending: PendingDecision | null;
  onClose(): void;
  onDecided(company: CompanyForReview): void;
}) {
  const { t } = useTranslation('admin');
  const review = useReviewCompany();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Another company chosen: its dialog starts empty (React's "adjusting state when a prop changes").
  const [shownFor, setShownFor] = useState(pending);
  if (shownFor !== pending) {
    setShownFor(pending);
    setReason('');
    setReasonError(null);
  }

  const confirm = () => {
    if (!pending) return;
    const { company, decision } = pending;
    if (decision === 'reject' && !reason.trim()) {
      setReasonError(t('errors:FIELD_REQUIRED'));
      return;
    }
    review.mutate(
      { id: company.id, decision, reason: reason.trim() ? reason : undefined },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(decision === 'approve' ? 'dashboard.approved' : 'dashboard.rejected', {
              name: company.companyName,
            }),
          });
          onDecided(company);
        },
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={() => onClose()}
      title={
        pending
          ? t(pending.decision === 'approve' ? 'dashboard.approveTitle' : 'dashboard.rejectTitle', {
              name: pending.company.companyName,
            })
          : ''
      }
    >
      <Text mb="md">
        {pending && t(pending.decision === 'approve' ? 'dashboard.approveBody' : 'dashboard.rejectBody')}
      </Text>
      {pending?.decision === 'reject' ? (
        <TemplatePicker
          kind="companyRejection"
          onPick={(template, lang) => {
            setReason(templateText(template, lang));
            setReasonError(null);
          }}
        />
      ) : null}
      {pending ? (
        <LimitedTextarea
          mb="lg"
          label={t(
            pending.decision === 'approve' ? 'adminAccounts:actions.reasonOptional' : 'adminAccounts:actions.reason',
          )}
          description={t('adminAccounts:actions.reasonHint')}
          required={pending.decision === 'reject'}
          value={reason}
          maxLength={ACCOUNT_REASON_MAX_LENGTH}
          autosize
          minRows={3}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onClose()}>
          {t('common:actions.cancel')}
        </Button>
        <Button color={pending?.decision === 'reject' ? 'red' : undefined} loading={review.isPending} onClick={confirm}>
          {t('common:actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
