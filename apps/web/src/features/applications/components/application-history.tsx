// A candidate's applications to the company, on the candidate's page: job, stage, dates, each
// opening in the application drawer (`onOpen`); cards on a phone.
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { Button, Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { LoadError } from '../../../components/ui/list-states';
import { RelativeTime } from '../../../components/ui/relative-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { useDates } from '../../../lib/dates';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useCandidateHistory } from '../api/get-company-candidates';
import { StageAndDate } from './stage-and-date';

export function ApplicationHistory({ candidateId, onOpen }: { candidateId: string; onOpen(id: string): void }) {
  const { t } = useTranslation('candidates');
  const { date } = useDates();
  const history = useCandidateHistory(candidateId);
  const phone = usePhoneWidth();
  const rows = history.data?.items ?? [];

  const openButton = (row: CompanyApplicant) => (
    <Button
      size="xs"
      variant="light"
      aria-label={t('profile.openLabel', { position: row.job.positionName })}
      onClick={() => onOpen(row.id)}
    >
      {t('list.open')}
    </Button>
  );

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton height={120} />;
  else if (history.isError) body = <LoadError message={t('profile.historyError')} onRetry={() => history.refetch()} />;
  else if (rows.length === 0) body = <SectionEmpty>{t('profile.historyEmpty')}</SectionEmpty>;
  else if (phone)
    body = (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm">
            <Stack gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.job.positionName}
              </Text>
              <StageAndDate stage={row.stage} appliedAt={row.appliedAt} stageChangedAt={row.stageChangedAt} />
              {openButton(row)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.job')}</Table.Th>
              <Table.Th>{t('list.stage')}</Table.Th>
              <Table.Th>{t('list.appliedAt')}</Table.Th>
              <Table.Th>{t('profile.changedAt')}</Table.Th>
              <Table.Th>{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={600}>{row.job.positionName}</Table.Td>
                <Table.Td>
                  <CompanyStageBadge stage={row.stage} />
                </Table.Td>
                <Table.Td>{date(row.appliedAt)}</Table.Td>
                <Table.Td>
                  <RelativeTime iso={row.stageChangedAt} size="sm" c={undefined} />
                </Table.Td>
                <Table.Td>{openButton(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return <ContentSection title={t('profile.history')}>{body}</ContentSection>;
}
