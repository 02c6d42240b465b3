// A job's facts at a glance, as a definition list: place, function, contract, mode, pay, when posted
// and until when, and how many have viewed it (to a signed-in reader: a visitor is not told). Shown,
// it records the reader's view, and the count then includes it.
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { formatCount } from '@fis/shared/limits';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { formatDate } from '../../../lib/dates';
import { formatLocation, formatSalary } from '../../../lib/job-format';
import { useRecordJobView } from '../api/record-job-view';
import { timeAgo } from './format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** On its own, so that recording the view draws nothing else again. */
function ViewsFact({ job }: { job: JobDetail }) {
  const { t } = useTranslation('search');
  const views = useRecordJobView(job);
  return views !== null && <Fact label={t('detail.views')}>{formatCount(views)}</Fact>;
}

export function JobFacts({ job, language }: { job: JobDetail; language: string }) {
  const { t } = useTranslation('search');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-facts">
      <Title order={2} size="h4" id="job-facts" mb="sm">
        {t('detail.facts')}
      </Title>
      <ColumnsGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
        <Fact label={t('detail.location')}>{formatLocation(job, t)}</Fact>
        <Fact label={t('detail.jobFunction')}>{t(`common:options.jobFunction.${job.jobFunction}`)}</Fact>
        <Fact label={t('detail.contractType')}>{t(`common:options.contractType.${job.contractType}`)}</Fact>
        <Fact label={t('detail.jobMode')}>{t(`common:options.jobMode.${job.jobMode}`)}</Fact>
        <Fact label={t('detail.salary')}>{formatSalary(job, t, language)}</Fact>
        <Fact label={t('detail.postedOn')}>
          {/* The server's words may be ten seconds older than the browser's as it takes the page over. */}
          <span suppressHydrationWarning>
            {job.postedAt ? `${formatDate(job.postedAt, language)} (${timeAgo(job.postedAt, language, t)})` : '—'}
          </span>
        </Fact>
        <Fact label={t('detail.expiresOn')}>{formatDate(job.expiresOn, language)}</Fact>
        <ViewsFact job={job} />
      </ColumnsGrid>
    </Card>
  );
}
