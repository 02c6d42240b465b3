// The company's actions on an interview that can still change: reschedule (the interview form,
// filled with the interview) and cancel (a confirmation with an optional reason for the candidate);
// and, for an applicant in interviewing, another interview. The API's message is shown on
// success; a refused field is shown beside it.
import type { Interview, InterviewInput } from '@fis/shared/application-schemas';
import { CANCEL_REASON_MAX_LENGTH } from '@fis/shared/interview-schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { ApiError } from '../../../lib/api-client';
import { useNotifyFailure } from '../../../lib/notify';
import { useCancelInterview } from '../api/cancel-interview';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useScheduleInterview } from '../api/schedule-interview';
import { InterviewModal } from './interview-modal';

interface InterviewActionsProps {
  interview: Interview;
  /** Names the interview in the buttons' accessible names and the dialogs. */
  positionName: string;
  candidateName: string;
}

export function InterviewActions({ interview, positionName, candidateName }: InterviewActionsProps) {
  const { t } = useTranslation('interviews');
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const reschedule = useRescheduleInterview();
  const close = () => setOpen(null);
  const names = { position: positionName, candidate: candidateName };

  const submitReschedule = async (input: InterviewInput) => {
    const result = await reschedule.mutateAsync({ id: interview.id, input });
    notifications.show({ color: 'green', message: result.message });
    close();
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          aria-label={t('actions.rescheduleLabel', names)}
          onClick={() => setOpen('reschedule')}
        >
          {t('actions.reschedule')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t('actions.cancelLabel', names)}
          onClick={() => setOpen('cancel')}
        >
          {t('actions.cancel')}
        </Button>
      </Group>
      <InterviewModal
        opened={open === 'reschedule'}
        title={t('reschedule.title', names)}
        initial={interview}
        submitLabel={t('reschedule.submit')}
        onClose={close}
        onSubmit={submitReschedule}
      />
      <CancelInterviewModal
        opened={open === 'cancel'}
        interviewId={interview.id}
        title={t('cancel.title', names)}
        onClose={close}
      />
    </>
  );
}

/** Another interview for an applicant in interviewing: a further round, or a new time after a cancellation. */
export function ScheduleInterviewButton({
  applicationId,
  positionName,
  candidateName,
}: {
  applicationId: string;
  positionName: string;
  candidateName: string;
}) {
  const { t } = useTranslation('interviews');
  const [open, setOpen] = useState(false);
  const schedule = useScheduleInterview();
  const names = { position: positionName, candidate: candidateName };

  const submit = async (input: InterviewInput) => {
    const result = await schedule.mutateAsync({ applicationId, input });
    notifications.show({ color: 'green', message: result.message });
    setOpen(false);
  };

  return (
    <>
      <Group>
        <Button size="xs" variant="light" aria-label={t('actions.scheduleLabel', names)} onClick={() => setOpen(true)}>
          {t('actions.schedule')}
        </Button>
      </Group>
      <InterviewModal
        opened={open}
        title={t('schedule.title', names)}
        submitLabel={t('schedule.submit')}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
}

function CancelInterviewModal({
  opened,
  interviewId,
  title,
  onClose,
}: {
  opened: boolean;
  interviewId: string;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation('interviews');
  const cancel = useCancelInterview();
  const notifyFailure = useNotifyFailure();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  const confirm = () => {
    setReasonError(undefined);
    cancel.mutate(
      { id: interviewId, input: reason.trim() ? { reason: reason.trim() } : {} },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          close();
        },
        onError: (err) => {
          const issue = err instanceof ApiError ? err.fields.find((f) => f.field === 'reason') : undefined;
          if (issue) setReasonError(t(`errors:${issue.code}`));
          else notifyFailure(err);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{t('cancel.body')}</Text>
        <LimitedTextarea
          label={t('cancel.reason')}
          description={t('cancel.reasonHint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={5}
          error={reasonError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel.back')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            disabled={reason.length > CANCEL_REASON_MAX_LENGTH}
            onClick={confirm}
          >
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
