// The job list's "Recommended for you" (docs/decisions/027): the best few of the recommendations the
// app asked for as it started, with why, below the results.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecommendedJobs } from '../api/recommended-jobs';
import { RecommendedJobCards } from './recommended-job-cards';

/** Cards shown before "Show all". */
const FIRST_SHOWN = 3;

export function RecommendedJobsSection() {
  const { t } = useTranslation('matching');
  const query = useRecommendedJobs();
  const [all, setAll] = useState(false);
  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={200} />;
  else if (query.isError) body = <LoadError message={t('jobs.loadError')} onRetry={() => query.refetch()} />;
  else {
    const items = all ? query.data.items : query.data.items.slice(0, FIRST_SHOWN);
    body = (
      <>
        <RecommendedJobCards items={items} />
        {!all && query.data.items.length > FIRST_SHOWN && (
          <Anchor component="button" type="button" size="sm" onClick={() => setAll(true)}>
            {t('jobs.showAll', { count: query.data.items.length })}
          </Anchor>
        )}
      </>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-jobs-title">
      <Title order={2} size="h3" id="recommended-jobs-title">
        {t('jobs.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('jobs.intro')}
      </Text>
      {body}
    </Stack>
  );
}
