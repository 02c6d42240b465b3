// /admin-portal/companies/:id: a company as the scheme office sees it. Its account, a link to its
// profile (read and edited at /admin-portal/companies/:id/profile), its jobs with their
// applications counted and the acts on them (create, edit, close, delete: each confirmed with a
// reason the company and the applicants read), its messages with the office and its audit trail.

import { companyNameIn } from '@fis/shared/company-name';
import { companyMayPostJobs } from '@fis/shared/job-form-schemas';
import { Anchor, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissingRecord } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { type JobEnding, useEndJob } from '../api/end-job';
import { useCompanyRecord } from '../api/get-company-record';
import { AccountLink } from './account-link';
import { JobCard, JobRow, type RecordJob } from './company-record-jobs';
import { ReasonDialog } from './reason-dialog';
import { AuditTrail, OfficeMessages } from './record-trail';

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

/** `messageLink`: "Write a message" to the company (the messages feature's, passed in by the route file). */
export function CompanyRecordPage({
  id,
  messageLink,
}: {
  id: string;
  messageLink?: (company: { email: string; name: string }) => ReactNode;
}) {
  const { t, i18n } = useTranslation('adminRecords');
  const { date } = useDates();
  const record = useCompanyRecord(id);
  const endJob = useEndJob();
  const [ending, setEnding] = useState<{ job: RecordJob; ending: JobEnding } | null>(null);

  const back = (
    <Anchor component={PageLink} to="/admin-portal/companies" size="sm">
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
    if (isMissingRecord(record.error)) {
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
          <Button component={PageLink} to={`/admin-portal/companies/${company.id}/profile`} variant="light">
            {t('company.profile')}
          </Button>
          {/* Offered only where the API would create it: the company's approval decides (SPEC section 6). */}
          {companyMayPostJobs(company.approvalStatus) ? (
            <Button component={PageLink} to={`/admin-portal/companies/${company.id}/jobs/new`}>
              {t('company.createJob')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('company.jobsNeedApproval')}
            </Text>
          )}
          {messageLink?.({
            email: company.email,
            name: companyNameIn({ name: company.name, nameZh: company.nameZh }, i18n.language),
          })}
          <AccountLink userId={company.userId} />
        </Group>
      </Group>
      <ContentSection title={t('company.applications')}>
        <ColumnsGrid cols={{ base: 3 }}>
          <Figure label={t('company.total')} value={company.applications.total} />
          <Figure label={t('company.open')} value={company.applications.open} />
          <Figure label={t('company.hired')} value={company.applications.hired} />
        </ColumnsGrid>
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
