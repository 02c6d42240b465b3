// The parts of one application both sides see: the history of its moves, its interviews, and the
// pitch, contact details, resume and documents as downloads (the company reads what the candidate
// sent; the candidate reads what they sent).
import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { candidateLabel, companyLabel, Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { useApplication } from '../api/get-application';
import { applicantName } from './format';
import { InterviewActions, ScheduleInterviewButton } from './interview-actions';
import { InterviewText } from './interview-text';

export type Side = 'candidate' | 'company';

/** The drawer either side opens an application in: loading and error states, then `children`. */
export function ApplicationDrawer({
  id,
  onClose,
  title,
  children,
}: {
  id: string | null;
  onClose(): void;
  title(application: ApplicationDetail): string;
  children(application: ApplicationDetail): ReactNode;
}) {
  const { t } = useTranslation('applications');
  const query = useApplication(id);
  const application = query.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={application ? title(application) : t('common:loading')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {query.isPending ? (
        <Stack aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={160} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert" title={t('detail.loadError')}>
          <Button variant="light" color="red" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : application ? (
        children(application)
      ) : null}
    </Drawer>
  );
}

function useStageText(side: Side) {
  const { t } = useTranslation('applications');
  return (stage: number) =>
    side === 'candidate'
      ? t(`candidateLabel.${candidateLabel(stage as Stage)}`)
      : t(`companyLabel.${companyLabel(stage as Stage)}`);
}

export function HistoryTimeline({ application, side }: { application: ApplicationDetail; side: Side }) {
  const { t } = useTranslation('applications');
  const { dateTime } = useDates();
  const stageText = useStageText(side);
  return (
    <Stack gap="xs" component="section" aria-label={t('detail.history')}>
      <Title order={3} size="h5">
        {t('detail.history')}
      </Title>
      {application.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noHistory')}
        </Text>
      ) : (
        <Timeline active={application.history.length - 1} bulletSize={14} lineWidth={2}>
          {application.history.map((event) => (
            <Timeline.Item
              key={`${event.at}-${event.toStage}`}
              title={
                event.fromStage === null
                  ? stageText(event.toStage)
                  : t('detail.move', { from: stageText(event.fromStage), to: stageText(event.toStage) })
              }
            >
              <Text size="xs" c="dimmed">
                {t(`detail.actor.${event.actor}`)} · {dateTime(event.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

/** Whether the interview has not ended yet. */
const notEnded = (interview: { startsAt: string; durationMinutes: number }) =>
  new Date(interview.startsAt).getTime() + interview.durationMinutes * 60_000 > Date.now();

export function InterviewList({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const { dateTime } = useDates();
  const label = useLabel();
  const { data: user } = useCurrentUser();
  // The job's company reschedules or cancels an interview still to come, or sets another, while
  // the applicant is in interviewing.
  const manages = user?.role === Role.COMPANY && application.stage === Stage.INTERVIEWING;
  return (
    <Stack gap="xs" component="section" aria-label={t('detail.interviews')}>
      <Title order={3} size="h5">
        {t('detail.interviews')}
      </Title>
      {application.interviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noInterviews')}
        </Text>
      ) : (
        application.interviews.map((interview) => (
          <Card key={interview.id} withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600} size="sm" td={interview.cancelledAt ? 'line-through' : undefined}>
                  {t('detail.interviewTime', {
                    time: dateTime(interview.startsAt),
                    minutes: interview.durationMinutes,
                  })}
                </Text>
                {interview.cancelledAt ? (
                  <Badge color="gray" variant="light" tt="none">
                    {t('detail.cancelled')}
                  </Badge>
                ) : null}
              </Group>
              <InterviewText label={t('detail.place')} text={interview.place} original={interview.original?.place} />
              {interview.videoLink ? (
                <Text size="sm">
                  {label(t('detail.videoLink'))}
                  <Anchor href={interview.videoLink} target="_blank" rel="noopener noreferrer">
                    {interview.videoLink}
                  </Anchor>
                </Text>
              ) : null}
              <InterviewText label={t('detail.note')} text={interview.note} original={interview.original?.note} long />
              <InterviewText
                label={t('detail.cancelReason')}
                text={interview.cancelReason}
                original={interview.original?.cancelReason}
                long
              />
              {manages && !interview.cancelledAt && notEnded(interview) ? (
                <InterviewActions
                  interview={interview}
                  positionName={application.job.positionName}
                  candidateName={applicantName(application.candidate)}
                />
              ) : null}
            </Stack>
          </Card>
        ))
      )}
      {manages ? (
        <ScheduleInterviewButton
          applicationId={application.id}
          positionName={application.job.positionName}
          candidateName={applicantName(application.candidate)}
        />
      ) : null}
    </Stack>
  );
}

function DownloadLink({ media }: { media: UploadedMedia }) {
  const { t } = useTranslation('applications');
  const errorText = useErrorText();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={t('detail.download', { name: media.originalName })}
      onClick={() =>
        downloadFile(media.url).catch((err: unknown) => notifications.show({ color: 'red', message: errorText(err) }))
      }
    >
      {media.originalName}
    </Anchor>
  );
}

/** What the candidate sent: contact details, pitch, resume and supporting documents. */
export function SubmittedMaterials({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const label = useLabel();
  const phone = [application.phonePrefix, application.phoneNumber].filter(Boolean).join(' ');
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('detail.contact')}
        </Title>
        <Text size="sm">
          {label(t('detail.email'))}
          {application.contactEmail ? (
            <Anchor href={`mailto:${application.contactEmail}`}>{application.contactEmail}</Anchor>
          ) : (
            '—'
          )}
        </Text>
        <Text size="sm">
          {label(t('detail.phone'))}
          {phone || '—'}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('detail.pitch')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={application.pitch ? undefined : 'dimmed'}>
          {application.pitch ?? t('detail.noPitch')}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('detail.resume')}
        </Title>
        {application.resume ? <DownloadLink media={application.resume} /> : <Text size="sm">—</Text>}
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('detail.documents')}
        </Title>
        {application.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noDocuments')}
          </Text>
        ) : (
          application.documents.map((doc) => <DownloadLink key={doc.id} media={doc} />)
        )}
      </Stack>
    </Stack>
  );
}
