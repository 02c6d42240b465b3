// The company's applicants as a table, or as cards on a phone: name (to the candidate's page), job,
// stage, application date, the bookmark toggle (from the route: the candidate-bookmarks feature),
// a button that opens the application, and "Write a message" (from the route: the messages feature).
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { PageLink } from '../../../components/ui/page-link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { usePhoneWidth } from '../../../lib/phone-width';
import type { MessageLinkSlot } from './application-details';
import { StageAndDate } from './stage-and-date';

/** The bookmark toggle of a row's candidate. */
export type BookmarkSlot = (row: CompanyApplicant) => ReactNode;

export function CompanyCandidatesList({
  rows,
  bookmark,
  messageLink,
  onOpen,
}: {
  rows: CompanyApplicant[];
  bookmark: BookmarkSlot;
  messageLink: MessageLinkSlot;
  onOpen(row: CompanyApplicant): void;
}) {
  const { t } = useTranslation('candidates');
  const { date } = useDates();
  const phone = usePhoneWidth();
  const nameLink = (row: CompanyApplicant) => (
    <Stack gap={4} align="flex-start" style={{ minWidth: 0 }}>
      <Anchor
        component={PageLink}
        to={`/company/candidate/${row.candidate.id}`}
        fw={600}
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {applicantName(row.candidate)}
      </Anchor>
      <EligibilityBadge status={row.candidate.eligibilityStatus} />
    </Stack>
  );
  const openButton = (row: CompanyApplicant) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        aria-label={t('list.openLabel', { name: applicantName(row.candidate), position: row.job.positionName })}
        onClick={() => onOpen(row)}
      >
        {t('list.open')}
      </Button>
      {messageLink({ email: row.candidate.email, name: applicantName(row.candidate), subject: row.job.positionName })}
    </Group>
  );

  if (phone) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {nameLink(row)}
                {bookmark(row)}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.job.positionName}
              </Text>
              <StageAndDate stage={row.stage} appliedAt={row.appliedAt} stageChangedAt={row.stageChangedAt} />
              {openButton(row)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={860}
      columns={[
        { key: 'name', header: t('list.name'), cell: nameLink },
        { key: 'job', header: t('list.job'), cell: (row: CompanyApplicant) => row.job.positionName },
        { key: 'stage', header: t('list.stage'), cell: (row) => <CompanyStageBadge stage={row.stage} /> },
        {
          key: 'changedAt',
          header: t('profile.changedAt'),
          cell: (row) => <RelativeTime iso={row.stageChangedAt} size="sm" c={undefined} />,
        },
        { key: 'appliedAt', header: t('list.appliedAt'), cell: (row) => date(row.appliedAt) },
        { key: 'saved', header: t('list.saved'), cell: bookmark },
        { key: 'actions', header: t('list.actions'), cell: openButton },
      ]}
    />
  );
}
