// /candidate/applications: the candidate's applications, all or only offers, paged; a row opens
// the application in a drawer. Apart from them, "viewed jobs": jobs opened without applying that
// are still open, each with its way to apply, or, where applying would be refused, the job's
// round's period note while it takes no applications, else a link to why the rules refuse it (a
// viewed job is not an application, so it is neither counted nor listed with them). View and page
// live in the URL; the route's loader reads them (`query`). Job and company names come in the reader's Chinese script, marked when
// converted (decision 012).

import type { CandidateApplication } from '@fis/shared/application-schemas';
import { CANDIDATE_APPLICATION_VIEWS, type CandidateApplicationView } from '@fis/shared/application-stages';
import { Anchor, Box, Button, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationPeriodClosed } from '../../../components/ui/application-period';
import { JobCompanyLogo } from '../../../components/ui/avatars';
import { JobCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { RelativeTime } from '../../../components/ui/relative-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { CandidateStageBadge } from '../../../components/ui/stage-badge';
import { useDates } from '../../../lib/dates';
import { useUrlParams } from '../../../lib/url-params';
import { useCandidateApplications } from '../api/get-candidate-applications';
import type { CompanyMessageSlot, InterviewsSlot } from './application-details';
import { CandidateApplicationDrawer } from './lazy-application-drawers';

/** `interviews` and `companyMessage`: an application's interviews and "Write a message" in its drawer (from the route file). */
/** `query`: the view and page as the route's loader read them from the address. */
export function CandidateApplicationsPage({
  query: { view, page },
  interviews,
  companyMessage,
}: {
  query: { view: CandidateApplicationView; page: number };
  interviews: InterviewsSlot;
  companyMessage: CompanyMessageSlot;
}) {
  const { t } = useTranslation('applications');
  const { date } = useDates();
  const { params, setParam } = useUrlParams();
  const viewed = view === 'viewed';
  const viewsName = useId();
  const openId = params.get('open');
  const query = useCandidateApplications(view, page);

  const jobColumn: DataColumn<CandidateApplication> = {
    key: 'job',
    header: t('list.job'),
    cell: (item) => (
      <PositionLink
        job={item.job}
        to={`/candidate/job-detail/${item.job.id}`}
        fw={600}
        onClick={(e) => e.stopPropagation()}
      />
    ),
  };
  const companyColumn: DataColumn<CandidateApplication> = {
    key: 'company',
    header: t('list.company'),
    cell: (item) => (
      <Group gap="xs" wrap="nowrap">
        <JobCompanyLogo job={item.job} size={28} />
        <JobCompanyName job={item.job} />
      </Group>
    ),
  };
  const columns: DataColumn<CandidateApplication>[] = viewed
    ? [
        jobColumn,
        companyColumn,
        { key: 'viewedAt', header: t('list.viewedAt'), cell: (item) => date(item.stageChangedAt) },
        {
          key: 'actions',
          header: t('list.actions'),
          // Apply only where it can succeed: while the job's round takes no applications, the note the
          // job's page shows in its place; where an eligibility rule is not met, a link to the page's why.
          cell: (item) =>
            item.round && item.round.phase !== 'open' ? (
              <Box maw={360}>
                <ApplicationPeriodClosed round={item.round} />
              </Box>
            ) : item.canApply === false ? (
              // A link, not a subtle button: the button's hover tint left its red text at the edge
              // of 4.5:1 contrast (axe caught it while the pointer was on it).
              <Anchor
                component={PageLink}
                to={`/candidate/job-detail/${item.job.id}`}
                size="sm"
                c="red.9"
                aria-label={t('list.notEligibleLabel', { position: item.job.positionName })}
              >
                {t('list.notEligible')}
              </Anchor>
            ) : (
              <Button
                component={PageLink}
                to={`/candidate/apply-job/${item.job.id}`}
                size="xs"
                variant="light"
                aria-label={t('list.applyLabel', { position: item.job.positionName })}
              >
                {t('list.apply')}
              </Button>
            ),
        },
      ]
    : [
        jobColumn,
        companyColumn,
        { key: 'status', header: t('list.status'), cell: (item) => <CandidateStageBadge stage={item.stage} /> },
        {
          key: 'changedAt',
          header: t('candidates:profile.changedAt'),
          cell: (item) => <RelativeTime iso={item.stageChangedAt} size="sm" c={undefined} />,
        },
        {
          key: 'appliedAt',
          header: t('list.appliedAt'),
          cell: (item) => (item.appliedAt ? date(item.appliedAt) : '—'),
        },
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
      ];

  return (
    <Stack maw={1200} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{viewed ? t('list.viewedIntro') : t('list.intro')}</Text>
      </Stack>
      {/* Chips rather than a SegmentedControl, whose sliding mark measured itself and drew the page
          again at once as it was hydrated (docs/bench-log.md). */}
      <Chip.Group value={view} onChange={(v) => setParam('view', v === 'all' ? null : v)}>
        <Group gap="xs" role="radiogroup" aria-label={t('list.view')}>
          {CANDIDATE_APPLICATION_VIEWS.map((v) => (
            <Chip key={v} value={v} name={viewsName}>
              {t(`list.views.${v}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={t('list.error')} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={viewed ? t('list.emptyViewed') : view === 'offers' ? t('list.emptyOffers') : t('list.empty')}
          hint={t('list.emptyHint')}
          action={
            <Button component={PageLink} to="/candidate/job-list">
              {t('list.findJobs')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {viewed ? t('list.viewedTotal', { count: query.data.total }) : t('list.total', { count: query.data.total })}
          </Text>
          <DataTable
            rows={query.data.items}
            rowKey={(item) => item.id}
            minWidth={820}
            onRowClick={viewed ? undefined : (item) => setParam('open', item.id, { keepPage: true })}
            columns={columns}
          />
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={page}
            onChange={(p) => setParam('page', String(p))}
          />
        </>
      )}
      <CandidateApplicationDrawer
        id={openId}
        onClose={() => setParam('open', null, { keepPage: true })}
        interviews={interviews}
        companyMessage={companyMessage}
      />
    </Stack>
  );
}
