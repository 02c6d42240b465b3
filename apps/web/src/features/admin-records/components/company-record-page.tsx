// /admin-portal/companies/:id: a company as the scheme office sees it. Its account, a link to its
// profile (read and edited at /admin-portal/companies/:id/profile), its jobs with their
// applications counted and the acts on them (create, edit, close, delete: each confirmed with a
// reason the company and the applicants read), its messages with the office and its audit trail.
import type { AdminCompanyRecord } from '@fis/shared/admin-record-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { JobStatus } from '@fis/shared/enums';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { JobStateBadge } from '../../../components/ui/job-state-badge';
import { LoadError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { type JobEnding, useEndJob } from '../api/end-job';
import { useCompanyRecord } from '../api/get-company-record';
import { AccountLink } from './account-link';
import { ReasonDialog } from './reason-dialog';
import { AuditTrail, OfficeMessages } from './record-trail';

type RecordJob = AdminCompanyRecord['jobs'][number];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function JobRow({ job, onEnd }: { job: RecordJob; onEnd: (job: RecordJob, ending: JobEnding) => void }) {
  const { t } = useTranslation('adminRecords');
  const { date } = useDates();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text fw={600} size="sm">
          {job.positionName}
        </Text>
        <Text size="xs" c="dimmed">
          {t('jobs.expires', { date: date(job.expiresOn) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <JobState job={job} />
      </Table.Td>
      <Table.Td>{t('jobs.applications', { count: job.applications, open: job.openApplications })}</Table.Td>
      <Table.Td>
        <JobActions job={job} onEnd={onEnd} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Edit, close and delete, as the job's state allows; nothing for a deleted job. */
function JobActions({ job, onEnd }: { job: RecordJob; onEnd: (job: RecordJob, ending: JobEnding) => void }) {
  const { t } = useTranslation('adminRecords');
  if (job.deleted) return null;
  const closable = job.status !== JobStatus.CLOSED;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('jobs.actionsFor', { name: job.positionName })}>
      {closable ? (
        <Button size="xs" variant="light" component={Link} to={`/admin-portal/jobs/${job.id}/edit`}>
          {t('jobs.edit')}
        </Button>
      ) : null}
      {closable ? (
        <Button size="xs" variant="light" color="orange" onClick={() => onEnd(job, 'close')}>
          {t('jobs.close')}
        </Button>
      ) : null}
      <Button size="xs" variant="light" color="red" onClick={() => onEnd(job, 'delete')}>
        {t('jobs.delete')}
      </Button>
    </Group>
  );
}

function JobState({ job }: { job: RecordJob }) {
  const { t } = useTranslation('adminRecords');
  return job.deleted ? (
    <Badge color="gray" variant="light" tt="none">
      {t('jobs.deleted')}
    </Badge>
  ) : (
    <JobStateBadge job={job} />
  );
}

/** A job on a phone: one card, the actions below, no table to scroll sideways. */
function JobCard({ job, onEnd }: { job: RecordJob; onEnd: (job: RecordJob, ending: JobEnding) => void }) {
  const { t } = useTranslation('adminRecords');
  const { date } = useDates();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {job.positionName}
          </Text>
          <JobState job={job} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('jobs.expires', { date: date(job.expiresOn) })}
          {' · '}
          {t('jobs.applications', { count: job.applications, open: job.openApplications })}
        </Text>
        <JobActions job={job} onEnd={onEnd} />
      </Stack>
    </Card>
  );
}

export function CompanyRecordPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('adminRecords');
  const { date } = useDates();
  const record = useCompanyRecord(id);
  const endJob = useEndJob();
  const [ending, setEnding] = useState<{ job: RecordJob; ending: JobEnding } | null>(null);

  const back = (
    <Anchor component={Link} to="/admin-portal/companies" size="sm">
      ← {t('company.back')}
    </Anchor>
  );
  if (record.isPending)
    return (
      <Stack maw={1000} gap="lg">
        {back}
        <Skeleton height={140} />
        <Skeleton height={240} />
      </Stack>
    );
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return (
        <Container size="sm" py={60}>
          <Stack align="center" ta="center">
            <Title order={1}>{t('common:notFound.title')}</Title>
            <Text c="dimmed">{t('common:notFound.body')}</Text>
            {back}
          </Stack>
        </Container>
      );
    }
    return (
      <Stack maw={1000} gap="lg">
        {back}
        <LoadError message={t('company.loadError')} onRetry={() => record.refetch()} />
      </Stack>
    );
  }
  const company = record.data;
  const confirmEnding = async (reason: string) => {
    if (!ending) return;
    await endJob.mutateAsync({ jobId: ending.job.id, ending: ending.ending, reason });
    notifications.show({ color: 'green', message: t(`reason.${ending.ending}d`) });
    setEnding(null);
  };

  return (
    <Stack maw={1000} gap="lg">
      {back}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {companyNameIn({ name: company.name, nameZh: company.nameZh }, i18n.language)}
          </Title>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {[
              t(`company.approval.${company.approvalStatus}`),
              t('company.registered', { date: date(company.registeredAt) }),
            ].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/admin-portal/companies/${company.id}/profile`} variant="light">
            {t('company.profile')}
          </Button>
          <Button component={Link} to={`/admin-portal/companies/${company.id}/jobs/new`}>
            {t('company.createJob')}
          </Button>
          <AccountLink userId={company.userId} />
        </Group>
      </Group>
      <ContentSection title={t('company.applications')}>
        <SimpleGrid cols={3}>
          <Figure label={t('company.total')} value={company.applications.total} />
          <Figure label={t('company.open')} value={company.applications.open} />
          <Figure label={t('company.hired')} value={company.applications.hired} />
        </SimpleGrid>
      </ContentSection>
      <ContentSection title={t('company.jobs')}>
        {company.jobs.length === 0 ? (
          <SectionEmpty>{t('company.noJobs')}</SectionEmpty>
        ) : (
          <>
            <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
              {company.jobs.map((job) => (
                <JobCard key={job.id} job={job} onEnd={(j, e) => setEnding({ job: j, ending: e })} />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('jobs.position')}</Table.Th>
                    <Table.Th>{t('jobs.state')}</Table.Th>
                    <Table.Th>{t('jobs.applicationsHeading')}</Table.Th>
                    <Table.Th>{t('jobs.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {company.jobs.map((job) => (
                    <JobRow key={job.id} job={job} onEnd={(j, e) => setEnding({ job: j, ending: e })} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ContentSection>
      <OfficeMessages messages={company.messages} />
      <AuditTrail entries={company.audit} />
      <ReasonDialog
        opened={ending !== null}
        title={ending ? t(`reason.${ending.ending}Title`, { name: ending.job.positionName }) : ''}
        body={ending ? t(`reason.${ending.ending}Body`) : ''}
        confirmLabel={ending ? t(`reason.${ending.ending}Confirm`) : ''}
        danger
        busy={endJob.isPending}
        onConfirm={confirmEnding}
        onCancel={() => {
          endJob.reset();
          setEnding(null);
        }}
      />
    </Stack>
  );
}
