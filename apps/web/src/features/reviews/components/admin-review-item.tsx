// One review in the office's moderation queue: its company, its author (name and email: the office
// alone sees who wrote it), how long a waiting one has waited (decision 051), who took it (decision
// 056), a rejection's reason and the open reports, and the decisions left to take on it; a box to
// tick it for a decision on many (decision 058) where the tab offers one.
import { companyNameIn } from '@fis/shared/company-name';
import { ReviewStatus } from '@fis/shared/enums';
import type { AdminReviewQueueItem } from '@fis/shared/review-view-schemas';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../../../components/ui/assignee-select';
import { QueueWait } from '../../../components/ui/queue-wait';
import { useDates } from '../../../lib/dates';
import type { ReviewDecision } from '../api/admin-reviews';
import { ReviewCard, useAuthorLabel } from './review-card';
import { ReviewStatusBadge } from './review-status-badge';

export function AdminReviewItem({
  review,
  selection,
  busy,
  onDecide,
  onReject,
}: {
  review: AdminReviewQueueItem;
  /** Ticked for a decision on many; undefined where the tab offers none. */
  selection?: { selected: boolean; onSelect: (on: boolean) => void };
  /** The decision on its way for this review, if any. */
  busy: ReviewDecision | null;
  onDecide: (decision: 'publish' | 'keep') => void;
  /** Asks for the reason of a rejection. */
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dates = useDates();
  const authorLabel = useAuthorLabel();
  const company = companyNameIn(review.company, language);
  const anonymous = authorLabel(review.author);
  return (
    <ReviewCard
      review={review}
      headingLevel={2}
      status={<ReviewStatusBadge status={review.status} />}
      byline={
        <Stack gap={2}>
          {selection ? (
            <Checkbox
              checked={selection.selected}
              onChange={(event) => selection.onSelect(event.currentTarget.checked)}
              aria-label={t('bulk.select', { name: review.title })}
            />
          ) : null}
          <Text size="sm">
            {t('admin.company')}
            {t('common:labelSeparator')}
            {company}
          </Text>
          <Text size="sm">
            {t('admin.author')}
            {t('common:labelSeparator')}
            {[review.author.name, review.author.email, anonymous].filter(Boolean).join(' · ')}
          </Text>
          {review.waitingSince ? (
            <QueueWait wait={review} label={t('admin.waitingSince')} />
          ) : (
            <Text size="sm">{t('admin.submitted', { date: dates.dateTime(review.updatedAt) })}</Text>
          )}
          <AssigneeSelect
            subjectType="review"
            subjectId={review.id}
            assignee={review.assignee}
            itemName={review.title}
          />
        </Stack>
      }
      replyFrom={t('card.reply', { company })}
    >
      {review.status === ReviewStatus.REJECTED && review.rejectReason && (
        <Alert color="red" variant="light" title={t('admin.rejectReason')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {review.rejectReason}
          </Text>
        </Alert>
      )}
      {review.openReports.length > 0 && (
        <Paper withBorder p="sm" radius="sm">
          <Text fw={600} size="sm" mb={4}>
            {t('admin.reports')} ({review.openReports.length})
          </Text>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {review.openReports.map((report) => (
              <li key={report.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {report.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('admin.reportBy', {
                    name: report.reporter.name ?? report.reporter.email,
                    date: dates.dateTime(report.createdAt),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      <Group justify="flex-end" gap="xs">
        {review.status === ReviewStatus.PENDING && (
          <Button
            size="compact-md"
            loading={busy === 'publish'}
            onClick={() => onDecide('publish')}
            aria-label={t('admin.publishLabel', { title: review.title })}
          >
            {t('admin.publish')}
          </Button>
        )}
        {review.status === ReviewStatus.PUBLISHED && review.openReports.length > 0 && (
          <Button
            size="compact-md"
            variant="light"
            loading={busy === 'keep'}
            onClick={() => onDecide('keep')}
            aria-label={t('admin.keepLabel', { title: review.title })}
          >
            {t('admin.keep')}
          </Button>
        )}
        {review.status !== ReviewStatus.REJECTED && (
          <Button
            size="compact-md"
            color="red"
            variant="light"
            onClick={onReject}
            aria-label={t('admin.rejectLabel', { title: review.title })}
          >
            {t('admin.reject')}
          </Button>
        )}
      </Group>
    </ReviewCard>
  );
}
