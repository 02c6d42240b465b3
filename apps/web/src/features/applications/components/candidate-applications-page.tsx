// /candidate/applications: the candidate's applications, all or only offers, paged; a row opens
// the application in a drawer. View and page live in the URL.
import type { CandidateApplication } from '@fis/shared/application-schemas';
import { Alert, Anchor, Button, Card, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { CandidateStageBadge } from '../../../components/ui/stage-badge';
import { formatDay } from '../../../lib/dates';
import { useUrlParams } from '../../../lib/url-params';
import { type ApplicationsView, useCandidateApplications } from '../api/get-candidate-applications';
import { CandidateApplicationDrawer } from './candidate-application-drawer';

export function CandidateApplicationsPage() {
  const { t } = useTranslation('applications');
  const { params, page, setParam } = useUrlParams();
  const view: ApplicationsView = params.get('view') === 'offers' ? 'offers' : 'all';
  const openId = params.get('open');
  const query = useCandidateApplications(view, page);

  return (
    <Stack maw={1200} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('list.view')}
        value={view}
        onChange={(v) => setParam('view', v === 'all' ? null : v)}
        data={[
          { value: 'all', label: t('list.views.all') },
          { value: 'offers', label: t('list.views.offers') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />

      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <Alert color="red" role="alert" title={t('list.error')}>
          <Button variant="light" color="red" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Card withBorder p="xl">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{view === 'offers' ? t('list.emptyOffers') : t('list.empty')}</Text>
            <Text c="dimmed">{t('list.emptyHint')}</Text>
            <Button component={Link} to="/candidate/job-list">
              {t('list.findJobs')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('list.total', { count: query.data.total })}
          </Text>
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('list.job')}</Table.Th>
                    <Table.Th>{t('list.company')}</Table.Th>
                    <Table.Th>{t('list.status')}</Table.Th>
                    <Table.Th>{t('list.appliedAt')}</Table.Th>
                    <Table.Th>{t('list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.items.map((item: CandidateApplication) => (
                    <Table.Tr
                      key={item.id}
                      onClick={() => setParam('open', item.id, { keepPage: true })}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/candidate/job-detail/${item.job.id}`}
                          fw={600}
                          onClick={(e) => e.stopPropagation()}
                        >
                          {item.job.positionName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{item.job.companyName}</Table.Td>
                      <Table.Td>
                        <CandidateStageBadge stage={item.stage} />
                      </Table.Td>
                      <Table.Td>{formatDay(item.appliedAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('list.openLabel', { position: item.job.positionName })}
                          onClick={(e) => {
                            e.stopPropagation();
                            setParam('open', item.id, { keepPage: true });
                          }}
                        >
                          {t('list.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={page}
            onChange={(p) => setParam('page', String(p))}
          />
        </>
      )}
      <CandidateApplicationDrawer id={openId} onClose={() => setParam('open', null, { keepPage: true })} />
    </Stack>
  );
}
