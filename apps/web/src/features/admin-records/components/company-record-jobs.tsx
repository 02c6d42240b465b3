// A company's jobs on its record page (company-record-page.tsx): a table row or, at phone width,
// a card per job, with its state and the admin's edit, close and delete.
import type { AdminCompanyRecord } from '@fis/shared/admin-record-schemas';
import { JobStatus } from '@fis/shared/job-enums';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JobStateBadge } from '../../../components/ui/job-state-badge';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import type { JobEnding } from '../api/end-job';

export type RecordJob = AdminCompanyRecord['jobs'][number];

export function JobRow({ job, onEnd }: { job: RecordJob; onEnd: (job: RecordJob, ending: JobEnding) => void }) {
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
        <Button size="xs" variant="light" component={PageLink} to={`/admin-portal/jobs/${job.id}/edit`}>
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
export function JobCard({ job, onEnd }: { job: RecordJob; onEnd: (job: RecordJob, ending: JobEnding) => void }) {
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
