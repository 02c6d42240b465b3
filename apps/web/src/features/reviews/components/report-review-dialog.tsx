// Reporting a published review to the scheme office, with a reason (POST /v1/review/{id}/report).
// The review stays published; the office keeps or rejects it.
import { REVIEW_REASON_MAX_LENGTH } from '@fis/shared/limits';
import { reviewReportInputSchema } from '@fis/shared/review-schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';
import { useReportReview } from '../api/report-review';

export function ReportReviewDialog({ reviewId, onClose }: { reviewId: string | null; onClose(): void }) {
  const { t } = useTranslation('reviews');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReportReview();
  const errorText = useErrorText();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reviewId) return;
    const checked = reviewReportInputSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    report.mutate(
      { id: reviewId, values: { reason } },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          close();
        },
        onError: (err) => {
          const field = fieldIssuesOf(err).find((issue) => issue.field === 'reason');
          if (field) setError(field.code);
          else notifications.show({ color: 'red', message: errorText(err) });
        },
      },
    );
  };

  return (
    <Modal opened={reviewId !== null} onClose={close} title={t('report.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('report.intro')}</Text>
          <LimitedTextarea
            label={t('report.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={REVIEW_REASON_MAX_LENGTH}
            error={error ? t(`errors:${error}`) : undefined}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton submitting={report.isPending}>{t('report.send')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
