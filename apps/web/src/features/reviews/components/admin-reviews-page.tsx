// /admin-portal/reviews: the scheme office's moderation queue (GET /v1/admin/reviews). Tabs for the
// reviews waiting (new and edited, oldest first), the published ones with open reports, and the
// published and rejected ones; each review with its author (name and email: the office alone sees
// who wrote it), its company, how long a waiting one has waited and whether that is past due
// (decision 051), and its open reports (admin-review-item.tsx). Publish (the company is notified), reject with
// a reason (the author is emailed; asked first), keep a reported review published.
import { REVIEW_QUEUES, type ReviewQueue } from '@fis/shared/enums';
import { REVIEW_REASON_MAX_LENGTH } from '@fis/shared/limits';
import { rejectReviewInputSchema } from '@fis/shared/review-schemas';
import type { AdminReview } from '@fis/shared/review-view-schemas';
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, type BulkReportOf } from '../../../components/ui/bulk-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { MineSwitch, readAssigneeParam } from '../../../components/ui/mine-switch';
import { Pager } from '../../../components/ui/pager';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useSelection } from '../../../lib/use-selection';
import { type ReviewDecision, useAdminReviews, useBulkDecideReviews, useDecideReview } from '../api/admin-reviews';
import { AdminReviewItem } from './admin-review-item';

const TAB_ORDER: ReviewQueue[] = ['pending', 'reported', 'published', 'rejected'];

/** The tab in the address, read alike by the page and its route's loader (which asks for its first page). */
export const readReviewQueue = (params: URLSearchParams): ReviewQueue =>
  (REVIEW_QUEUES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ReviewQueue)
    : 'pending';

export function AdminReviewsPage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useLatestSearchParams();
  const status = readReviewQueue(params);
  const [page, setPage] = useState(1);
  const { assignee } = readAssigneeParam(params);
  const query = useAdminReviews(status, page, assignee);
  const decide = useDecideReview();
  const errorText = useErrorText();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  // A decision on the waiting reviews ticked (decision 058): which, and its report.
  const bulk = useBulkDecideReviews();
  const waiting = status === 'pending';
  const selection = useSelection(waiting ? (query.data?.items ?? []) : [], (review) => review.id);
  const [bulkAsking, setBulkAsking] = useState<'publish' | 'reject' | null>(null);
  const [report, setReport] = useState<BulkReportOf | null>(null);
  const runBulk = (decision: 'publish' | 'reject', why?: string) => {
    const chosen = selection.selectedRows;
    bulk.mutate(
      { reviewIds: chosen.map((review) => review.id), decision, ...(why ? { reason: why } : {}) },
      {
        onSuccess: (result) => {
          setReport({ result, names: new Map(chosen.map((review) => [review.id, review.title])) });
          selection.clear();
          setBulkAsking(null);
        },
        onError: (err) => {
          const field = fieldIssuesOf(err).find((issue) => issue.field === 'reason');
          if (field) setReasonError(field.code);
          else notifications.show({ color: 'red', message: errorText(err) });
        },
      },
    );
  };
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const run = (review: AdminReview, decision: ReviewDecision, why?: string) =>
    decide.mutate(
      { id: review.id, decision, reason: why },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message || t(`admin.done.${decision}`) });
          setRejecting(null);
        },
        onError: (err) => {
          const field = fieldIssuesOf(err).find((issue) => issue.field === 'reason');
          if (field) setReasonError(field.code);
          else notifications.show({ color: 'red', message: errorText(err) });
        },
      },
    );

  const confirmReject = () => {
    if (!rejecting && bulkAsking !== 'reject') return;
    const checked = rejectReviewInputSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    if (rejecting) run(rejecting, 'reject', reason);
    else runBulk('reject', reason);
  };
  const closeReject = () => {
    setRejecting(null);
    setBulkAsking(null);
  };

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={2} />;
  else if (query.isError)
    body = <LoadError message={t('admin.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0) body = <EmptyState title={t('admin.empty')} />;
  else
    body = (
      <Stack gap="sm" {...refreshingProps(query.isPlaceholderData)}>
        {query.data.items.map((review) => {
          return (
            <AdminReviewItem
              key={review.id}
              review={review}
              selection={
                waiting
                  ? { selected: selection.isSelected(review), onSelect: (on) => selection.toggle(review, on) }
                  : undefined
              }
              busy={decide.isPending && decide.variables?.id === review.id ? decide.variables.decision : null}
              onDecide={(decision) => run(review, decision)}
              onReject={() => {
                setReason('');
                setReasonError(undefined);
                setRejecting(review);
              }}
            />
          );
        })}
        <Pager total={query.data.total} take={query.data.take} page={page} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack maw={1000} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </Stack>
      <MineSwitch
        assignee={assignee}
        onChange={(value) => {
          setPage(1);
          const next = new URLSearchParams(params);
          if (value) next.set('assignee', value);
          else next.delete('assignee');
          setParams(next, { replace: true });
        }}
      />
      <BulkBar
        ns="reviews"
        selection={selection}
        report={report}
        onCloseReport={() => setReport(null)}
        actions={
          <>
            <Button size="xs" disabled={selection.selectedRows.length === 0} onClick={() => setBulkAsking('publish')}>
              {t('bulk.publish')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selection.selectedRows.length === 0}
              onClick={() => {
                setReason('');
                setReasonError(undefined);
                setBulkAsking('reject');
              }}
            >
              {t('bulk.reject')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        opened={bulkAsking === 'publish'}
        tone="primary"
        title={t('bulk.publishTitle', { count: selection.selectedRows.length })}
        body={t('bulk.publishBody')}
        confirmLabel={t('bulk.publish')}
        busy={bulk.isPending}
        onConfirm={() => runBulk('publish')}
        onCancel={() => setBulkAsking(null)}
      />
      <Tabs
        value={status}
        onChange={(value) => {
          setPage(1);
          const next = new URLSearchParams(params);
          if (!value || value === 'pending') next.delete('status');
          else next.set('status', value);
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('admin.states')}>
          {TAB_ORDER.map((queue) => (
            <Tabs.Tab key={queue} value={queue}>
              {t(`admin.${queue}`)}
              {query.data ? ` (${query.data.counts[queue]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TAB_ORDER.map((queue) => (
          <Tabs.Panel key={queue} value={queue} pt="md">
            {body}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={rejecting !== null || bulkAsking === 'reject'}
        onClose={closeReject}
        title={
          rejecting
            ? t('admin.rejectTitle', { title: rejecting.title })
            : t('bulk.rejectTitle', { count: selection.selectedRows.length })
        }
        centered
      >
        <Stack>
          <Text size="sm">{t('admin.rejectBody')}</Text>
          <TemplatePicker kind="reviewRejection" onPick={(template, lang) => setReason(templateText(template, lang))} />
          <LimitedTextarea
            label={t('admin.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={REVIEW_REASON_MAX_LENGTH}
            error={reasonError ? t(`errors:${reasonError}`) : undefined}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeReject}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" loading={decide.isPending || bulk.isPending} onClick={confirmReject}>
              {t('admin.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
