// What waits for the scheme office (docs/decisions/025): companies and jobs to approve, reviews to
// moderate, help requests to answer and eligibility checks, each a link to its queue. The counts
// refetch on every 'admin:waiting' push (app/live-updates.ts), so they move while the page is open.
import type { WaitingQueue } from '@fis/shared/eligibility-schemas';
import { formatCount } from '@fis/shared/limits';
import { Alert, Button, Card, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWaitingCounts } from '../api/get-waiting-counts';

/** Where each queue is worked through. */
const QUEUE_PAGES: Record<WaitingQueue, string> = {
  companies: '#pending-companies',
  jobs: '/admin-portal/job-approvals',
  reviews: '/admin-portal/reviews',
  helpRequests: '/admin-portal/help-requests',
  eligibility: '/admin-portal/eligibility',
};

export function WaitingCounts() {
  const { t } = useTranslation('eligibility');
  const query = useWaitingCounts();
  if (query.isPending) return <Skeleton height={90} aria-busy="true" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('waiting.loadError')}>
        <Button variant="light" size="xs" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <ColumnsGrid cols={{ base: 2, sm: 3, md: 5 }} component="ul" m={0} p={0}>
      {(Object.keys(QUEUE_PAGES) as WaitingQueue[]).map((queue) => {
        const to = QUEUE_PAGES[queue];
        const inner = (
          <Card withBorder padding="md" h="100%">
            <Text size="sm" c="dimmed">
              {t(`waiting.${queue}`)}
            </Text>
            <Text fz={26} fw={700} data-testid={`waiting-${queue}`}>
              {formatCount(query.data[queue])}
            </Text>
          </Card>
        );
        return (
          <li key={queue}>
            {to.startsWith('#') ? (
              <UnstyledButton component="a" href={to} display="block" h="100%">
                {inner}
              </UnstyledButton>
            ) : (
              <UnstyledButton component={PageLink} to={to} display="block" h="100%">
                {inner}
              </UnstyledButton>
            )}
          </li>
        );
      })}
    </ColumnsGrid>
  );
}
