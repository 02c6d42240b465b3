import { type Stage, stageLabel } from '@fis/shared/application-stages';
import { formatCount } from '@fis/shared/limits';
import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSchemeStatistics } from '../api/get-scheme-statistics';
import { PendingCompanies } from './pending-companies';
import { WaitingCounts } from './waiting-counts';

export function AdminDashboardPage() {
  const { t } = useTranslation(['admin', 'dashboard']);
  return (
    <Stack maw={1100}>
      <Title order={1}>{t('dashboard.title')}</Title>
      <Title order={2} size="h3">
        {t('eligibility:waiting.title')}
      </Title>
      <WaitingCounts />
      <Title order={2} size="h3">
        {t('dashboard:admin.title')}
      </Title>
      <SchemeStatistics />
      <Title order={2} size="h3" id="pending-companies">
        {t('dashboard.pendingCompanies')}
      </Title>
      <Text c="dimmed">{t('dashboard.pendingIntro')}</Text>
      <PendingCompanies />
    </Stack>
  );
}

/** The scheme at a glance: accounts, open jobs, applications per stage, hires (docs/decisions/009). */
function SchemeStatistics() {
  const { t } = useTranslation('dashboard');
  const query = useSchemeStatistics();
  if (query.isPending) return <Skeleton height={180} aria-busy="true" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadError')}>
        <Button variant="light" size="xs" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  const figures: [string, number][] = [
    [t('admin.candidates'), data.candidates],
    [t('admin.approvedCompanies'), data.approvedCompanies],
    [t('admin.openJobs'), data.openJobs],
    [t('admin.applications'), data.applications],
    [t('admin.hires'), data.hires],
  ];
  return (
    <Stack gap="md">
      <ColumnsGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {figures.map(([label, count]) => (
          <Card key={label} withBorder padding="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={26} fw={700}>
              {formatCount(count)}
            </Text>
          </Card>
        ))}
      </ColumnsGrid>
      <Card withBorder padding="md">
        <Title order={3} size="h5" mb="xs">
          {t('admin.stages')}
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table striped verticalSpacing={4}>
            <Table.Tbody>
              {data.stages.map(({ stage, count }) => (
                <Table.Tr key={stage}>
                  <Table.Th scope="row" fw={400}>
                    {t(stageLabel(stage as Stage, 'office'))}
                  </Table.Th>
                  <Table.Td ta="right">{formatCount(count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
