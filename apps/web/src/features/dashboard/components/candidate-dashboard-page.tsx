// /candidate/dashboard (SPEC section 2): counts of applications, interviews and offers, the next
// interviews, the latest news of each application, and recommended jobs. What companies wrote comes
// in the reader's Chinese script, marked when converted (decision 012).
import type { RecommendedJob } from '@fis/shared/match-schemas';
import type { CandidateStatistics } from '@fis/shared/statistics-schemas';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobCompanyLogo } from '../../../components/ui/avatars';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ConvertedText, JobCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { PageLink } from '../../../components/ui/page-link';
import { CandidateStageBadge } from '../../../components/ui/stage-badge';
import { formatDate, useDates } from '../../../lib/dates';
import { useCandidateStatistics } from '../api/get-candidate-statistics';
import { CountCard } from './count-card';
import { DashboardWelcome } from './dashboard-welcome';
import { EmptyState, Panel, QueryContent } from './panel';

/**
 * The recommended jobs as the recommendations feature draws them (with why, and "not interested"),
 * given the dashboard's and a way to load them again.
 */
export type RecommendedSlot = (jobs: RecommendedJob[], refresh: () => void) => ReactNode;

export function CandidateDashboardPage({ recommended }: { recommended: RecommendedSlot }) {
  const { t } = useTranslation();
  return (
    <DashboardWelcome intro={t('dashboard.candidateIntro')}>
      <CandidatePanels recommended={recommended} />
    </DashboardWelcome>
  );
}

function CandidatePanels({ recommended }: { recommended: RecommendedSlot }) {
  const { t } = useTranslation('dashboard');
  const query = useCandidateStatistics();
  return (
    <>
      <Panel title={t('candidate.counts.title')}>
        <QueryContent query={query} skeletonHeight={110}>
          {(data) => (
            <ColumnsGrid cols={{ base: 1, xs: 3 }}>
              <CountCard
                label={t('candidate.counts.applications')}
                count={data.counts.applications}
                to="/candidate/applications"
              />
              <CountCard
                label={t('candidate.counts.interviews')}
                count={data.counts.interviews}
                to="/candidate/interviews"
              />
              <CountCard
                label={t('candidate.counts.offers')}
                count={data.counts.offers}
                to="/candidate/applications?view=offers"
              />
            </ColumnsGrid>
          )}
        </QueryContent>
      </Panel>
      <ColumnsGrid cols={{ base: 1, md: 2 }}>
        <Panel
          title={t('candidate.upcoming.title')}
          action={
            <Anchor component={PageLink} to="/candidate/interviews" size="sm">
              {t('candidate.upcoming.all')}
            </Anchor>
          }
        >
          <QueryContent query={query}>{(data) => <UpcomingInterviews items={data.upcomingInterviews} />}</QueryContent>
        </Panel>
        <Panel
          title={t('candidate.recent.title')}
          action={
            <Anchor component={PageLink} to="/candidate/applications" size="sm">
              {t('candidate.recent.all')}
            </Anchor>
          }
        >
          <QueryContent query={query}>{(data) => <RecentApplications items={data.recentApplications} />}</QueryContent>
        </Panel>
      </ColumnsGrid>
      <Panel
        title={t('candidate.recommended.title')}
        action={
          <Anchor component={PageLink} to="/candidate/job-list" size="sm">
            {t('candidate.recommended.browse')}
          </Anchor>
        }
      >
        <Text c="dimmed" size="sm" mb="sm">
          {t('candidate.recommended.intro')}
        </Text>
        <QueryContent query={query} skeletonHeight={220}>
          {(data) => recommended(data.recommendedJobs, () => query.refetch())}
        </QueryContent>
      </Panel>
    </>
  );
}

function UpcomingInterviews({ items }: { items: CandidateStatistics['upcomingInterviews'] }) {
  const { t } = useTranslation('dashboard');
  const { dateTime } = useDates();
  if (items.length === 0) {
    return <EmptyState text={t('candidate.upcoming.empty')} hint={t('candidate.upcoming.emptyHint')} />;
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((interview) => (
        <Group key={interview.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
          <JobCompanyLogo job={interview.job} size={40} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{dateTime(interview.startsAt)}</Text>
            <ConvertedText text={interview.job.positionName} original={interview.job.original?.positionName} markOnly>
              {(text, lang) => (
                <Text size="sm" lang={lang}>
                  {text}
                </Text>
              )}
            </ConvertedText>
            <JobCompanyName job={interview.job}>
              {(text, lang) => (
                <Text size="sm" lang={lang}>
                  {text}
                </Text>
              )}
            </JobCompanyName>
            <InterviewWhere interview={interview} />
          </div>
        </Group>
      ))}
    </Stack>
  );
}

/** Where an interview is (its place, online or both) and how long it takes. */
function InterviewWhere({ interview }: { interview: CandidateStatistics['upcomingInterviews'][number] }) {
  const { t } = useTranslation('dashboard');
  const rest = [
    interview.videoLink ? t('candidate.upcoming.online') : null,
    t('candidate.upcoming.duration', { minutes: interview.durationMinutes }),
  ]
    .filter(Boolean)
    .join(' · ');
  if (!interview.place) {
    return (
      <Text size="sm" c="dimmed">
        {rest}
      </Text>
    );
  }
  return (
    <ConvertedText text={interview.place} original={interview.original?.place} markOnly>
      {(place, lang) => (
        <Text size="sm" c="dimmed">
          <span lang={lang}>{place}</span> · {rest}
        </Text>
      )}
    </ConvertedText>
  );
}

function RecentApplications({ items }: { items: CandidateStatistics['recentApplications'] }) {
  const { t, i18n } = useTranslation('dashboard');
  if (items.length === 0) {
    return (
      <EmptyState
        text={t('candidate.recent.empty')}
        action={
          <Button component={PageLink} to="/candidate/job-list" variant="light" size="xs">
            {t('candidate.recent.findJobs')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((application) => {
        return (
          <Group key={application.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
            <JobCompanyLogo job={application.job} size={40} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <PositionLink
                job={application.job}
                to={`/candidate/job-detail/${application.job.id}`}
                fw={600}
                lineClamp={1}
              />
              <JobCompanyName job={application.job}>
                {(text, lang) => (
                  <Text size="sm" lineClamp={1} lang={lang}>
                    {text}
                  </Text>
                )}
              </JobCompanyName>
              <Text size="xs" c="dimmed">
                {t('updated', { date: formatDate(application.stageChangedAt, i18n.language) })}
              </Text>
            </Stack>
            <Box style={{ flexShrink: 0 }}>
              <CandidateStageBadge stage={application.stage} />
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
