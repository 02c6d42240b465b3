// The candidate's own reviews (GET /v1/review/mine), each with its state: waiting for the scheme
// office, published, or rejected with the office's reason; edit (it waits again) and delete,
// asked first.
import { companyNameIn } from '@fis/shared/company-name';
import { ReviewStatus } from '@fis/shared/enums';
import type { OwnReview } from '@fis/shared/review-view-schemas';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { useNotifyFailure } from '../../../lib/notify';
import { useDeleteReview } from '../api/delete-review';
import { useMyReviews } from '../api/get-my-reviews';
import { ReviewCard } from './review-card';
import { ReviewStatusBadge } from './review-status-badge';

export function MyReviews() {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [page, setPage] = useState(1);
  const query = useMyReviews(page);
  const remove = useDeleteReview();
  const notifyFailure = useNotifyFailure();
  const [deleting, setDeleting] = useState<OwnReview | null>(null);
  const nameOf = (review: OwnReview) => companyNameIn(review.company, language);

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={2} />;
  else if (query.isError)
    body = <LoadError message={t('mine.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0) body = <EmptyState title={t('mine.empty')} hint={t('mine.emptyHint')} />;
  else
    body = (
      <Stack gap="sm" {...refreshingProps(query.isPlaceholderData)}>
        {query.data.items.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            headingLevel={2}
            status={<ReviewStatusBadge status={review.status} />}
            byline={
              <Group gap="xs" wrap="nowrap">
                <CompanyLogo name={nameOf(review)} logoUrl={review.company.logoUrl} size={28} />
                <Anchor component={PageLink} to={`/candidate/company/${review.company.id}`} size="sm">
                  {nameOf(review)}
                </Anchor>
              </Group>
            }
            replyFrom={t('card.reply', { company: nameOf(review) })}
          >
            {review.status === ReviewStatus.PENDING && (
              <Text size="sm" c="dimmed">
                {t('mine.pendingNote')}
              </Text>
            )}
            {review.status === ReviewStatus.REJECTED && review.rejectReason && (
              <Alert color="red" variant="light" title={t('mine.rejectReason')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {review.rejectReason}
                </Text>
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button
                component={PageLink}
                to={`/candidate/company/${review.company.id}/write-review`}
                variant="light"
                size="compact-sm"
                aria-label={t('mine.editLabel', { company: nameOf(review) })}
              >
                {t('mine.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => setDeleting(review)}
                aria-label={t('mine.deleteLabel', { company: nameOf(review) })}
              >
                {t('mine.delete')}
              </Button>
            </Group>
          </ReviewCard>
        ))}
        <Pager total={query.data.total} take={query.data.take} page={page} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('mine.title')}</Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </Stack>
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('mine.deleteTitle', { company: nameOf(deleting) }) : ''}
        body={t('mine.deleteBody')}
        confirmLabel={t('mine.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message || t('mine.deleted') });
              setDeleting(null);
            },
            onError: notifyFailure,
          });
        }}
      />
    </Stack>
  );
}
