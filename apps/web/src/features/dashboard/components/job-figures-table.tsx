// The company's jobs with their figures, newest first, a page at a time; each leads to the job's
// applicants (cards on a phone, as every list). Positions come in the reader's Chinese script,
// marked when converted (decision 012).
import { formatCount } from '@fis/shared/limits';
import type { CompanyJobStatistics } from '@fis/shared/statistics-schemas';
import { Badge, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionLink } from '../../../components/ui/converted-text';
import { DataTable } from '../../../components/ui/data-table';
import { useJobStateText } from '../../../components/ui/job-state-badge';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { formatDate } from '../../../lib/dates';
import { useCompanyJobStatistics } from '../api/get-company-job-statistics';
import { EmptyState, QueryContent } from './panel';

type Job = CompanyJobStatistics;

export function JobFiguresTable() {
  const { t, i18n } = useTranslation('dashboard');
  const jobState = useJobStateText();
  const [page, setPage] = useState(1);
  const query = useCompanyJobStatistics(page);
  return (
    <QueryContent query={query} skeletonHeight={240}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            text={t('company.jobs.empty')}
            action={
              <Button component={PageLink} to="/company/create-job" variant="light" size="xs">
                {t('company.jobs.post')}
              </Button>
            }
          />
        ) : (
          <>
            <DataTable
              rows={data.items}
              rowKey={(job) => job.id}
              minWidth={720}
              columns={[
                {
                  key: 'position',
                  header: t('company.jobs.position'),
                  cell: (job) => <PositionLink job={job} to={`/company/job/${job.id}/candidates`} fw={600} />,
                },
                { key: 'status', header: t('company.jobs.status'), cell: (job) => jobState(job) },
                {
                  key: 'expiresOn',
                  header: t('company.jobs.expiresOn'),
                  cell: (job) => formatDate(job.expiresOn, i18n.language),
                },
                ...(
                  [
                    ['views', t('company.jobs.views'), (job) => job.viewCount],
                    ['applicants', t('company.jobs.applicants'), (job) => job.tabCounts.all],
                    [
                      'inPipeline',
                      t('company.jobs.inPipeline'),
                      (job) => job.tabCounts.screening + job.tabCounts.interviewing + job.tabCounts.offers,
                    ],
                    ['hired', t('company.jobs.hired'), (job) => job.tabCounts.hired],
                  ] as const satisfies readonly (readonly [string, string, (job: Job) => number])[]
                ).map(([key, header, count]) => ({
                  key,
                  header,
                  cell: (job: Job) => formatCount(count(job)),
                  headerProps: { ta: 'right' as const },
                  cellProps: { ta: 'right' as const },
                })),
                {
                  key: 'new',
                  header: t('company.jobs.new'),
                  headerProps: { ta: 'right' },
                  cellProps: { ta: 'right' },
                  cell: (job) =>
                    job.newSinceLastVisit > 0 ? (
                      <Badge color="blue" variant="filled">
                        {formatCount(job.newSinceLastVisit)}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        0
                      </Text>
                    ),
                },
              ]}
            />
            <Pager total={data.total} take={data.take} page={page} onChange={setPage} />
          </>
        )
      }
    </QueryContent>
  );
}
