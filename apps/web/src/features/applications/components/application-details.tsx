// The parts of one application both sides see: the history of its moves, and the pitch, contact
// details, resume and documents as downloads (the company reads what the candidate sent; the
// candidate reads what they sent). Its interviews come from the interviews feature: the route file
// passes them into the drawer (`interviews`).
import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { type Stage, type StageAudience, stageLabel } from '@fis/shared/application-stages';
import { formatPhone } from '@fis/shared/field-schemas';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { Alert, Anchor, Button, Drawer, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { downloadFile } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { useNotifyFailure } from '../../../lib/notify';
import { useApplication } from '../api/get-application';

/** What the route file shows as an application's interviews (InterviewList of the interviews feature). */
export type InterviewsSlot = (application: ApplicationDetail) => ReactNode;

/**
 * The route file's "Write a message" link (the messages feature), prefilled with the person's
 * account address and a subject.
 */
export type MessageLinkSlot = (to: { email: string; name: string; subject: string }) => ReactNode;

/** The route file's "Write a message" to the company of an application (the candidate's side). */
export type CompanyMessageSlot = (application: ApplicationDetail) => ReactNode;

/**
 * Either side's drawer: the application shown (null: closed), its interviews and (the company's)
 * a link to write to the candidate, from the route file.
 */
export interface SideDrawerProps {
  id: string | null;
  onClose(): void;
  interviews: InterviewsSlot;
  messageLink?: MessageLinkSlot;
  companyMessage?: CompanyMessageSlot;
}

export type Side = 'candidate' | 'company';

/** The drawer either side opens an application in: loading and error states, then `children`. */
export function ApplicationDrawer({
  id,
  side,
  onClose,
  title,
  children,
}: {
  id: string | null;
  side: Side;
  onClose(): void;
  title(application: ApplicationDetail): string;
  children(application: ApplicationDetail): ReactNode;
}) {
  const { t } = useTranslation('applications');
  const query = useApplication(id, side);
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
        <Stack role="status" aria-busy="true" aria-label={t('common:loading')}>
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

function useStageText(side: StageAudience) {
  const { t } = useTranslation();
  return (stage: number) => t(stageLabel(stage as Stage, side));
}

export function HistoryTimeline({ application, side }: { application: ApplicationDetail; side: StageAudience }) {
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

function DownloadLink({ media }: { media: UploadedMedia }) {
  const { t } = useTranslation('applications');
  const notifyFailure = useNotifyFailure();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={t('detail.download', { name: media.originalName })}
      onClick={() => downloadFile(media.url).catch(notifyFailure)}
    >
      {media.originalName}
    </Anchor>
  );
}

/** What the candidate sent: contact details, pitch, resume and supporting documents. */
export function SubmittedMaterials({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const label = useLabel();
  const phone = formatPhone(application.phonePrefix, application.phoneNumber);
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
        {application.pitch ? (
          <ExpandableText>{application.pitch}</ExpandableText>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noPitch')}
          </Text>
        )}
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('detail.resume')}
        </Title>
        {application.resume ? (
          <DownloadLink media={application.resume} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noResume')}
          </Text>
        )}
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
