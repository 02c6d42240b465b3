// /admin-portal/applications/:id: one application as the scheme office reads it (issue 27). The
// position at its company, the stage by the office's name for it, the candidate and the company
// (each leading to its record, the job to its page), the history of moves in words, what the
// candidate sent, and, from the route file, its interviews and the office's notes.
import { companyNameIn } from '@fis/shared/company-name';
import { institutionLabel } from '@fis/shared/institution-label';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { StageBadge } from '../../../components/ui/stage-badge';
import { ApiError } from '../../../lib/api-client';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { useApplication } from '../api/get-application';
import { HistoryTimeline, type InterviewsSlot, SubmittedMaterials } from './application-details';

export function OfficeApplicationPage({
  id,
  interviews,
  notes,
  notFound,
}: {
  id: string;
  interviews: InterviewsSlot;
  /** The office's notes about the application (the internal-notes feature, from the route file). */
  notes: ReactNode;
  notFound: ReactNode;
}) {
  const { t, i18n } = useTranslation('applications');
  const label = useLabel();
  const dates = useDates();
  const errorText = useErrorText();
  const query = useApplication(id);

  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" maw={1100}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return notFound;
    return (
      <LoadError message={t('detail.loadError')} detail={errorText(query.error)} onRetry={() => query.refetch()} />
    );
  }
  const application = query.data;
  const { job, candidate } = application;
  const company = companyNameIn({ name: job.companyName, nameZh: job.companyNameZh }, i18n.language);

  return (
    <Stack maw={1100} gap="lg">
      <Anchor component={PageLink} to="/admin-portal/applications" size="sm">
        {t('office.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('office.title', { position: job.positionName, company })}
        </Title>
        <Group gap="xs">
          <StageBadge stage={application.stage} audience="office" />
          {application.appliedAt ? (
            <Text size="sm" c="dimmed">
              {label(t('detail.appliedAt'))}
              {dates.dateTime(application.appliedAt)}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md" component="section" aria-label={t('detail.candidate')}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('detail.candidate')}
            </Title>
            <Anchor component={PageLink} to={`/admin-portal/candidates/${candidate.id}`} fw={600}>
              {applicantName(candidate)}
            </Anchor>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {candidate.email}
            </Text>
            <Text size="sm">
              {[institutionLabel(candidate, t), candidate.programme, String(candidate.graduationYear)].join(' · ')}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-label={t('office.company')}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('office.company')}
            </Title>
            <Anchor component={PageLink} to={`/admin-portal/companies/${job.companyId}`} fw={600}>
              {company}
            </Anchor>
            <Anchor component={PageLink} to={`/admin-portal/jobs/${job.id}/edit`} size="sm">
              {t('office.openJob', { position: job.positionName })}
            </Anchor>
          </Stack>
        </Card>
      </ColumnsGrid>
      <ColumnsGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md">
          <Stack gap="lg">
            <HistoryTimeline application={application} side="office" />
            {interviews(application)}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-label={t('office.sent')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('office.sent')}
            </Title>
            <SubmittedMaterials application={application} />
          </Stack>
        </Card>
      </ColumnsGrid>
      {notes}
    </Stack>
  );
}
