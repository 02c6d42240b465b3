// The company's jobs with their figures, newest first, a page at a time; each leads to the job's
// applicants. Positions come in the reader's Chinese script, marked when converted (decision 012).
import { formatCount } from '@fis/shared/limits';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PositionLink } from '../../../components/ui/converted-text';
import { useJobStateText } from '../../../components/ui/job-state-badge';
import { Pager } from '../../../components/ui/pager';
import { formatDate } from '../../../lib/dates';
import { useCompanyJobStatistics } from '../api/get-company-job-statistics';
import { EmptyState, QueryContent } from './panel';

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
              <Button component={Link} to="/company/create-job" variant="light" size="xs">
                {t('company.jobs.post')}
              </Button>
            }
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company.jobs.position')}</Table.Th>
                    <Table.Th>{t('company.jobs.status')}</Table.Th>
                    <Table.Th>{t('company.jobs.expiresOn')}</Table.Th>
                    <Table.Th ta="right">{t('company.jobs.views')}</Table.Th>
                    <Table.Th ta="right">{t('company.jobs.applicants')}</Table.Th>
                    <Table.Th ta="right">{t('company.jobs.inPipeline')}</Table.Th>
                    <Table.Th ta="right">{t('company.jobs.hired')}</Table.Th>
                    <Table.Th ta="right">{t('company.jobs.new')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((job) => (
                    <Table.Tr key={job.id}>
                      <Table.Td>
                        <PositionLink job={job} to={`/company/job/${job.id}/candidates`} fw={600} />
                      </Table.Td>
                      <Table.Td>{jobState(job)}</Table.Td>
                      <Table.Td>{formatDate(job.expiresOn, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatCount(job.viewCount)}</Table.Td>
                      <Table.Td ta="right">{formatCount(job.tabCounts.all)}</Table.Td>
                      <Table.Td ta="right">
                        {formatCount(job.tabCounts.screening + job.tabCounts.interviewing + job.tabCounts.offers)}
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(job.tabCounts.hired)}</Table.Td>
                      <Table.Td ta="right">
                        {job.newSinceLastVisit > 0 ? (
                          <Badge color="blue" variant="filled">
                            {formatCount(job.newSinceLastVisit)}
                          </Badge>
                        ) : (
                          <Text size="sm" c="dimmed" component="span">
                            0
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager total={data.total} take={data.take} page={page} onChange={setPage} />
          </>
        )
      }
    </QueryContent>
  );
}
