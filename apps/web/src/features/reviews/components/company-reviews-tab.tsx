// A company's Reviews tab (the candidates' company/:id and view-company/:companyId): the summary
// of its published reviews, then the reviews by topic and order, a page at a time, each with
// "Report" (not on one's own). The author shows as institution and graduation year only.
import type { ReviewSort, ReviewTopic } from '@fis/shared/enums';
import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { useCompanyReviews } from '../api/get-company-reviews';
import { useReviewSummary } from '../api/get-review-summary';
import { ReportReviewDialog } from './report-review-dialog';
import { AnonymousByline, ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';
import { ReviewSummary } from './review-summary';

export function CompanyReviewsTab({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('reviews');
  const [filters, setFilters] = useState<{ topic?: ReviewTopic; sort: ReviewSort; page: number }>({
    sort: 'newest',
    page: 1,
  });
  const [reporting, setReporting] = useState<string | null>(null);
  const summary = useReviewSummary(companyId);
  const query = useCompanyReviews(companyId, filters);

  let list: React.ReactNode;
  if (query.isPending) list = <CardSkeletons count={2} />;
  else if (query.isError)
    list = <LoadError message={t('list.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0)
    list = <EmptyState title={filters.topic ? t('list.emptyTopic') : t('list.empty')} hint={t('list.emptyHint')} />;
  else
    list = (
      <Stack gap="sm" {...refreshingProps(query.isPlaceholderData)}>
        {query.data.items.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            byline={<AnonymousByline author={review.author} />}
            replyFrom={t('card.reply', { company: companyName })}
          >
            {!review.isMine && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                style={{ alignSelf: 'flex-end' }}
                disabled={review.reportedByMe}
                onClick={() => setReporting(review.id)}
                aria-label={t('report.buttonLabel', { title: review.title })}
              >
                {t('report.button')}
              </Button>
            )}
          </ReviewCard>
        ))}
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={filters.page}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      {summary.isPending ? null : summary.isError ? (
        <LoadError message={t('list.error')} detail={summary.error.message} onRetry={() => summary.refetch()} />
      ) : (
        <ReviewSummary summary={summary.data} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="company-reviews">
        <Title order={2} size="h4" id="company-reviews">
          {t('list.title')}
          {query.data ? ` (${query.data.total})` : ''}
        </Title>
        <ReviewFilters
          topic={filters.topic}
          sort={filters.sort}
          onChange={(next) => setFilters({ ...next, page: 1 })}
        />
        {list}
      </Stack>
      <ReportReviewDialog reviewId={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
