// /candidate/saved-jobs: the internships the candidate saved that are still open.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { readPage, useLatestSearchParams } from '../../../lib/url-params';
import { useSavedJobs } from '../api/get-saved-jobs';
import { JobCard } from './job-card';
import { withParam } from './url-filters';

export function SavedJobsPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useLatestSearchParams();
  const page = readPage(params);
  const query = useSavedJobs(page);

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={3} />;
  else if (query.isError)
    body = <LoadError message={t('list.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0 && page === 1)
    body = (
      <EmptyState
        title={t('saved.empty')}
        action={
          <Button component={PageLink} to="/candidate/job-list">
            {t('saved.browse')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Text role="status" fw={500}>
          {t('saved.count', { count: query.data.total })}
        </Text>
        <Stack gap="sm">
          {query.data.items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(p) => setParams(withParam(params, 'page', p === 1 ? null : String(p)))}
        />
      </Stack>
    );

  return (
    <Stack maw={1100} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('saved.title')}</Title>
        <Text c="dimmed">{t('saved.intro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
