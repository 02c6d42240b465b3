// The company's Reviews tab in its own profile area: the reviews of it that the scheme office
// published (GET /v1/review/company), by topic and order, each with its one public reply to write
// or replace. The company sees the authors as other candidates do: institution and year only.
import type { ReviewSort, ReviewTopic } from '@fis/shared/enums';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { useOwnCompanyReviews } from '../api/get-company-reviews';
import { ReplyForm } from './reply-form';
import { AnonymousByline, ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';

export function CompanyOwnReviews() {
  const { t } = useTranslation('reviews');
  const [filters, setFilters] = useState<{ topic?: ReviewTopic; sort: ReviewSort; page: number }>({
    sort: 'newest',
    page: 1,
  });
  const query = useOwnCompanyReviews(filters);

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={2} />;
  else if (query.isError)
    body = <LoadError message={t('company.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0)
    body = <EmptyState title={filters.topic ? t('list.emptyTopic') : t('company.empty')} />;
  else
    body = (
      <Stack gap="sm" {...refreshingProps(query.isPlaceholderData)}>
        <Text size="sm" c="dimmed">
          {t('list.total', { count: query.data.total })}
        </Text>
        {query.data.items.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            headingLevel={2}
            byline={<AnonymousByline author={review.author} />}
            replyFrom={t('card.yourReply')}
          >
            <ReplyForm review={review} />
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
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('company.title')}</Title>
        <Text c="dimmed">{t('company.intro')}</Text>
      </Stack>
      <ReviewFilters topic={filters.topic} sort={filters.sort} onChange={(next) => setFilters({ ...next, page: 1 })} />
      {body}
    </Stack>
  );
}
