// /company/dashboard: applicants on each tab with those new since the last visit, open jobs, the
// funded places per side when the round counts them, the hiring funnel and weekly trend, each job's figures, and the next interviews. Positions and places
// come in the reader's Chinese script, marked when converted (decision 012).
import { CANDIDATE_TABS } from '@fis/shared/application-stages';
import { formatCount } from '@fis/shared/limits';
import type { CompanyStatistics } from '@fis/shared/statistics-schemas';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ConvertedText, PositionLink } from '../../../components/ui/converted-text';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import { useCompanyStatistics, useRecordDashboardVisit } from '../api/get-company-statistics';
import { useHiringStatistics } from '../api/get-hiring-statistics';
import { CountCard } from './count-card';
import { DashboardWelcome } from './dashboard-welcome';
import { FundedPlacesPanel } from './funded-places-panel';
import { FunnelBars, WeeklyBars } from './hiring-charts';
import { JobFiguresTable } from './job-figures-table';
import { EmptyState, Panel, QueryContent } from './panel';

export function CompanyDashboardPage() {
  const { t } = useTranslation();
  useRecordDashboardVisit();
  return (
    <DashboardWelcome intro={t('dashboard.companyIntro')}>
      <CompanyPanels />
    </DashboardWelcome>
  );
}

function CompanyPanels() {
  const { t } = useTranslation('dashboard');
  const statistics = useCompanyStatistics();
  const hiring = useHiringStatistics();
  return (
    <>
      <Panel title={t('company.applicants.title')}>
        <QueryContent query={statistics} skeletonHeight={200}>
          {(data) => <Applicants data={data} />}
        </QueryContent>
      </Panel>
      <FundedPlacesPanel />
      <ColumnsGrid cols={{ base: 1, md: 2 }}>
        <Panel title={t('company.funnel.title')}>
          <Text c="dimmed" size="sm" mb="sm">
            {t('company.funnel.intro')}
          </Text>
          <QueryContent query={hiring} skeletonHeight={200}>
            {(data) => <FunnelBars data={data} />}
          </QueryContent>
        </Panel>
        <Panel title={t('company.trend.title')}>
          <Text c="dimmed" size="sm" mb="sm">
            {t('company.trend.intro')}
          </Text>
          <QueryContent query={hiring} skeletonHeight={200}>
            {(data) => <WeeklyBars data={data} />}
          </QueryContent>
        </Panel>
      </ColumnsGrid>
      <Panel title={t('company.jobs.title')}>
        <JobFiguresTable />
      </Panel>
      <Panel
        title={t('company.upcoming.title')}
        action={
          <Anchor component={PageLink} to="/company/interviews" size="sm">
            {t('company.upcoming.all')}
          </Anchor>
        }
      >
        <QueryContent query={statistics}>
          {(data) => <UpcomingInterviews items={data.upcomingInterviews} />}
        </QueryContent>
      </Panel>
    </>
  );
}

function Applicants({ data }: { data: CompanyStatistics }) {
  const { t } = useTranslation('dashboard');
  const { dateTime } = useDates();
  const fresh = data.newSinceLastVisit;
  return (
    <Stack gap="md">
      <Alert color={fresh > 0 ? 'blue' : 'gray'} variant="light" role="status">
        <Text fw={fresh > 0 ? 700 : 400}>
          {fresh === 0
            ? t('company.applicants.noneNew')
            : data.previousVisitAt
              ? t('company.applicants.newSinceVisit', { count: formatCount(fresh) })
              : t('company.applicants.newFirstVisit', { count: formatCount(fresh) })}
        </Text>
        {data.previousVisitAt && (
          <Text size="sm" c="dimmed">
            {t('company.applicants.lastVisit', { date: dateTime(data.previousVisitAt) })}
          </Text>
        )}
      </Alert>
      <ColumnsGrid cols={{ base: 2, sm: 4 }}>
        {CANDIDATE_TABS.map((tab) => (
          <CountCard
            key={tab}
            label={t(`applications:tabs.${tab}`)}
            count={data.tabCounts[tab]}
            to={tab === 'all' ? '/company/candidates' : `/company/candidates?tab=${tab}`}
            // New applications are on the screening tab (its stages: New and Screening).
            highlight={tab === 'screening' && fresh > 0}
          />
        ))}
        <CountCard label={t('company.openJobs')} count={data.openJobs} to="/company/job-list" />
      </ColumnsGrid>
    </Stack>
  );
}

function UpcomingInterviews({ items }: { items: CompanyStatistics['upcomingInterviews'] }) {
  const { t } = useTranslation('dashboard');
  const { dateTime } = useDates();
  if (items.length === 0) {
    return (
      <EmptyState
        text={t('company.upcoming.empty')}
        hint={t('company.upcoming.emptyHint')}
        action={
          <Button component={PageLink} to="/company/candidates" variant="light" size="xs">
            {t('company.upcoming.emptyAction')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((interview) => (
        <li key={interview.id}>
          <Text fw={600}>{dateTime(interview.startsAt)}</Text>
          <Text size="sm">
            <Anchor component={PageLink} to={`/company/candidate/${interview.candidate.id}`}>
              {interview.candidate.chineseName
                ? `${interview.candidate.englishName} (${interview.candidate.chineseName})`
                : interview.candidate.englishName}
            </Anchor>
          </Text>
          <PositionLink job={interview.job} to={`/company/job/${interview.job.id}/candidates`} size="sm" />
          {interview.place ? (
            <ConvertedText text={interview.place} original={interview.original?.place} markOnly>
              {(place, lang) => (
                <Text size="sm" c="dimmed" lang={lang}>
                  {place}
                </Text>
              )}
            </ConvertedText>
          ) : null}
          {interview.videoLink ? (
            <Text size="sm" c="dimmed">
              {t('candidate.upcoming.online')}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
