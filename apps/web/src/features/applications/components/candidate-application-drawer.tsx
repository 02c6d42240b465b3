// The candidate's view of one application (its query is shared with ApplicationDrawer's): its
// status, what they sent (contact details, pitch, resume and documents, opened as their owner),
// interviews (the `interviews` slot), "Write a message" to the company (the `companyMessage` slot) and history, and only the answers the pipeline allows now (nextStages): withdraw,
// accept or decline an offer, each confirmed first. Accepting asks whether to withdraw the other
// open applications.

import { Stage } from '@fis/shared/application-stages';
import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { CandidateStageBadge } from '../../../components/ui/stage-badge';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { useNotifyFailure } from '../../../lib/notify';
import { useApplication } from '../api/get-application';
import { useMoveApplication } from '../api/move-application';
import { ApplicationDrawer, HistoryTimeline, type SideDrawerProps, SubmittedMaterials } from './application-details';

type Answer = 'withdraw' | 'acceptOffer' | 'declineOffer';

export function CandidateApplicationDrawer({ id, onClose, interviews, companyMessage }: SideDrawerProps) {
  const { t } = useTranslation('applications');
  const label = useLabel();
  // A detail view writes the day out, as its history's times are (a list's column keeps 2025-03-14).
  const { date } = useDates();
  const query = useApplication(id);
  const move = useMoveApplication();
  const notifyFailure = useNotifyFailure();
  const [pending, setPending] = useState<Answer | null>(null);
  const [withdrawOthers, setWithdrawOthers] = useState(false);
  const application = query.data;
  const position = application?.job.positionName ?? '';

  const answers: Answer[] = [];
  if (application) {
    const next = application.nextStages;
    if (next.includes(Stage.HIRED)) answers.push('acceptOffer');
    if (next.includes(Stage.DECLINED)) answers.push(application.stage === Stage.OFFERED ? 'declineOffer' : 'withdraw');
  }

  const confirm = () => {
    if (!application || !pending) return;
    const input =
      pending === 'acceptOffer' ? { stage: Stage.HIRED, withdrawOthers } : { stage: Stage.DECLINED as number };
    move.mutate(
      { id: application.id, input },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          setPending(null);
          setWithdrawOthers(false);
        },
        onError: notifyFailure,
      },
    );
  };

  const titles: Record<Answer, string> = {
    withdraw: t('actions.withdrawTitle', { position }),
    acceptOffer: t('actions.acceptTitle', { position }),
    declineOffer: t('actions.declineTitle', { position }),
  };
  const bodies: Record<Answer, string> = {
    withdraw: t('actions.withdrawBody'),
    acceptOffer: t('actions.acceptBody'),
    declineOffer: t('actions.declineBody'),
  };

  return (
    <>
      <ApplicationDrawer id={id} side="candidate" onClose={onClose} title={() => t('detail.title', { position })}>
        {(application) => (
          <Stack gap="md">
            <Stack gap={4}>
              <PositionLink job={application.job} to={`/candidate/job-detail/${application.job.id}`} fw={600} />
              <JobCompanyName job={application.job}>
                {(text, lang) => (
                  <Text size="sm" c="dimmed" lang={lang}>
                    {text}
                  </Text>
                )}
              </JobCompanyName>
              {companyMessage ? <Group>{companyMessage(application)}</Group> : null}
              <Group gap="xs">
                <CandidateStageBadge stage={application.stage} />
                <Text size="sm" c="dimmed">
                  {label(t('detail.appliedAt'))}
                  {application.appliedAt ? date(application.appliedAt) : '—'}
                </Text>
              </Group>
            </Stack>
            {answers.length > 0 ? (
              <Group gap="xs">
                {answers.map((answer) => (
                  <Button
                    key={answer}
                    size="sm"
                    color={answer === 'acceptOffer' ? 'green' : 'red'}
                    variant={answer === 'acceptOffer' ? 'filled' : 'light'}
                    onClick={() => setPending(answer)}
                  >
                    {t(`actions.${answer}`)}
                  </Button>
                ))}
              </Group>
            ) : null}
            <Divider />
            <SubmittedMaterials application={application} />
            <Divider />
            {interviews(application)}
            <Divider />
            <HistoryTimeline application={application} side="candidate" />
          </Stack>
        )}
      </ApplicationDrawer>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={pending ? titles[pending] : ''} centered>
        <Stack>
          <Text size="sm">{pending ? bodies[pending] : ''}</Text>
          {pending === 'acceptOffer' ? (
            <Checkbox
              label={t('actions.withdrawOthers')}
              checked={withdrawOthers}
              onChange={(e) => setWithdrawOthers(e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button color={pending === 'acceptOffer' ? 'green' : 'red'} loading={move.isPending} onClick={confirm}>
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
