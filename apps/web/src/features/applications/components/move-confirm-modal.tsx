// The confirmation of a move (screen, offer, reject) for one applicant or several. A move out of
// interviewing calls off the interviews still to come: the confirmation says which (its Hong Kong
// time) or how many, before the company confirms.
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../../lib/dates';
import { type CompanyAction, callsOffInterview } from '../utils/stage-actions';

export interface PendingMove {
  action: CompanyAction;
  rows: CompanyApplicant[];
}

export function MoveConfirmModal({
  pending,
  nameOf,
  loading,
  onClose,
  onConfirm,
}: {
  /** The move to confirm; an interview is asked for in its own form instead. */
  pending: PendingMove | null;
  nameOf(rows: CompanyApplicant[]): string;
  loading: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('applications');
  const { dateTime } = useDates();
  const shown = pending && pending.action !== 'interview' ? pending : null;
  const action = shown ? t(`actions.${shown.action}`) : '';
  const calledOff = shown ? shown.rows.filter((row) => callsOffInterview(shown.action, row)) : [];
  const [onlyCalledOff] = calledOff;
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={
        shown
          ? shown.rows.length === 1
            ? t('actions.confirmTitle', { action, name: nameOf(shown.rows) })
            : t('actions.bulkTitle', { action, count: shown.rows.length })
          : ''
      }
      centered
    >
      <Stack>
        <Text size="sm">{shown ? t(`actions.${shown.action}Body`) : ''}</Text>
        {onlyCalledOff && shown?.rows.length === 1 ? (
          <Text size="sm" fw={600}>
            {t('actions.callsOffInterview', { time: dateTime(onlyCalledOff.upcomingInterviewAt) })}
          </Text>
        ) : calledOff.length > 0 ? (
          <Text size="sm" fw={600}>
            {t('actions.callsOffInterviews', { count: calledOff.length })}
          </Text>
        ) : null}
        {shown && shown.rows.length > 1 ? <Text size="sm">{t('actions.bulkBody')}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={shown?.action === 'reject' ? 'red' : undefined} loading={loading} onClick={onConfirm}>
            {t('common:actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
