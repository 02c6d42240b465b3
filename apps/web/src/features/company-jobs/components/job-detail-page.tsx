// /company/job/:id: one of the company's jobs as it stands, with its actions.
import { ApprovalStatus } from '@fis/shared/enums';
import { formatCount } from '@fis/shared/limits';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRoundPeriod } from '../../../components/ui/application-period';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { JobStateBadge } from '../../../components/ui/job-state-badge';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissingRecord } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { formatAudience, formatLocation, formatSalary } from '../../../lib/job-format';
import { useCompanyJob } from '../api/get-company-job';
import { JobActions } from './job-actions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

export function JobDetailPage() {
  const { t, i18n } = useTranslation('jobs');
  const label = useLabel();
  const { date, dateTime } = useDates();
  const period = useRoundPeriod();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCompanyJob(id);

  if (query.isPending) return <Skeleton height={480} maw={960} />;
  if (query.isError) {
    const missing = isMissingRecord(query.error);
    return (
      <Stack maw={960}>
        <Alert color="red" title={missing ? t('errors:NOT_FOUND') : query.error.message} />
        <Anchor component={PageLink} to="/company/job-list">
          ← {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }
  const job = query.data;

  return (
    <Stack maw={960} gap="lg">
      <Anchor component={PageLink} to="/company/job-list">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1}>{job.positionName}</Title>
          <Group gap="xs">
            <JobStateBadge job={job} />
          </Group>
        </Stack>
        <JobActions job={job} size="sm" onDeleted={() => navigate('/company/job-list', { replace: true })} />
      </Group>
      {job.approvalStatus === ApprovalStatus.PENDING ? (
        <Alert color="orange" variant="light">
          {t('detail.pendingNote')}
        </Alert>
      ) : job.approvalStatus === ApprovalStatus.REJECTED ? (
        <Alert color="red" variant="light">
          <Stack gap={4}>
            <Text inherit>{t('detail.rejectedNote')}</Text>
            {job.reviewReason ? (
              <Text inherit style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {label(t('detail.rejectedReason'))}
                {job.reviewReason}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Card withBorder radius="md" p="lg">
        <Stack gap="lg">
          <ColumnsGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Fact label={t('fields.jobFunction')}>{t(`common:options.jobFunction.${job.jobFunction}`)}</Fact>
            <Fact label={t('fields.jobMode')}>{t(`common:options.jobMode.${job.jobMode}`)}</Fact>
            <Fact label={t('fields.contractType')}>{t(`common:options.contractType.${job.contractType}`)}</Fact>
            <Fact label={t('fields.location')}>{formatLocation(job, t)}</Fact>
            <Fact label={t('fields.salary')}>{formatSalary(job, t, i18n.language)}</Fact>
            <Fact label={t('detail.round')}>
              <Text component="span" display="block" inherit>
                {roundName(job.round, i18n.language)}
              </Text>
              <Text component="span" display="block" size="sm" c="dimmed">
                {period(job.round)} · {t(`detail.roundPhase.${job.round.phase}`)}
              </Text>
            </Fact>
            <Fact label={t('fields.expiresOn')}>{date(job.expiresOn)}</Fact>
            <Fact label={t('fields.postedAt')}>{job.postedAt ? date(job.postedAt) : t('detail.notPosted')}</Fact>
            <Fact label={t('fields.viewCount')}>{formatCount(job.viewCount)}</Fact>
            <Fact label={t('detail.submittedAt')}>{dateTime(job.createdAt)}</Fact>
            <Fact label={t('fields.audience')}>
              {formatAudience(job, t, i18n.language) ?? t('detail.audienceOpen')}
            </Fact>
          </ColumnsGrid>
          {job.skills.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('fields.skills')}
              </Text>
              <Group gap={6}>
                {job.skills.map((skill) => (
                  <Badge key={skill} variant="light" color="gray" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ) : null}
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('fields.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
          </Stack>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('fields.requirements')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{job.requirements}</Text>
          </Stack>
        </Stack>
      </Card>
      <Group>
        <Button component={PageLink} to="/company/create-job" variant="default">
          {t('list.post')}
        </Button>
      </Group>
    </Stack>
  );
}
