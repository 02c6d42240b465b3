// /candidate/applications: the candidate's applications, all or only offers, paged; a row opens
// the application in a drawer. View and page live in the URL.
import type { CandidateApplication } from '@fis/shared/application-schemas';
import { Anchor, Button, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
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
        <LoadError message={t('list.error')} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={view === 'offers' ? t('list.emptyOffers') : t('list.empty')}
          hint={t('list.emptyHint')}
          action={
            <Button component={Link} to="/candidate/job-list">
              {t('list.findJobs')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('list.total', { count: query.data.total })}
          </Text>
          <DataTable
            rows={query.data.items}
            rowKey={(item) => item.id}
            minWidth={720}
            onRowClick={(item) => setParam('open', item.id, { keepPage: true })}
            columns={[
              {
                key: 'job',
                header: t('list.job'),
                cell: (item: CandidateApplication) => (
                  <Anchor
                    component={Link}
                    to={`/candidate/job-detail/${item.job.id}`}
                    fw={600}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {item.job.positionName}
                  </Anchor>
                ),
              },
              { key: 'company', header: t('list.company'), cell: (item) => item.job.companyName },
              { key: 'status', header: t('list.status'), cell: (item) => <CandidateStageBadge stage={item.stage} /> },
              { key: 'appliedAt', header: t('list.appliedAt'), cell: (item) => formatDay(item.appliedAt) },
              {
                key: 'actions',
                header: t('list.actions'),
                cell: (item) => (
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
                ),
              },
            ]}
          />
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
