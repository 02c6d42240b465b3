// The company's view of one application: the candidate, what they sent (downloads), the
// interviews and the history.
import { Alert, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApplication } from '../api/get-application';
import { HistoryTimeline, InterviewList, SubmittedMaterials } from './application-details';
import { applicantName, formatDay } from './format';
import { CompanyStageBadge } from './stage-badge';

export function CompanyApplicationDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation('applications');
  const query = useApplication(id);
  const application = query.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={application ? applicantName(application.candidate) : t('common:loading')}
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
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={600}>{application.job.positionName}</Text>
            <Group gap="xs">
              <CompanyStageBadge stage={application.stage} />
              <Text size="sm" c="dimmed">
                {t('detail.appliedAt')}: {formatDay(application.appliedAt)}
              </Text>
            </Group>
            <Text size="sm">
              {t('detail.institution')}:{' '}
              {t(`common:options.institution.${application.candidate.institution}`, {
                defaultValue: application.candidate.institution,
              })}
            </Text>
            <Text size="sm">
              {t('detail.programme')}: {application.candidate.programme}
            </Text>
            <Text size="sm">
              {t('detail.graduationYear')}: {application.candidate.graduationYear}
            </Text>
          </Stack>
          <Divider />
          <SubmittedMaterials application={application} />
          <Divider />
          <InterviewList application={application} />
          <Divider />
          <HistoryTimeline application={application} side="company" />
        </Stack>
      ) : null}
    </Drawer>
  );
}
