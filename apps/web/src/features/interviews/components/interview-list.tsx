// The interviews of one application, inside the application's drawer on either side (the route
// files put it there): each with its time, place or link and note; the job's company reschedules
// or cancels one still to come, or sets another, while the applicant is in interviewing.
import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applicantName } from '../../../lib/applicant-name';
import { useCurrentUser } from '../../../lib/current-user';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { InterviewActions, ScheduleInterviewButton } from './interview-actions';
import { InterviewText } from './interview-text';

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
