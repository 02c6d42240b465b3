// /admin-portal/job-approvals: jobs waiting for the admin's approval (and those decided), with approve,
// reject, close and delete behind a confirmation. The company is emailed each review decision; a
// rejection may carry a reason, a closing or a deletion must (the company and the applicants read it).
import { ADMIN_REASON_MAX_LENGTH, adminReasonInputSchema } from '@fis/shared/admin-record-schemas';
import { type AdminJob, REJECT_REASON_MAX_LENGTH } from '@fis/shared/company-job-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, type BulkReportOf } from '../../../components/ui/bulk-bar';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { MineSwitch, readAssigneeParam } from '../../../components/ui/mine-switch';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useSelection } from '../../../lib/use-selection';
import { useJobsForReview } from '../api/get-jobs-for-review';
import { type JobDecision, useBulkDecideJobs, useDecideJob } from '../api/review-job';
import { ReviewJobCard } from './review-job-card';

export function JobApprovalPage() {
  const { t } = useTranslation('jobs');
  const [status, setStatus] = useState<ApprovalStatus>(ApprovalStatus.PENDING);
  const [page, setPage] = useState(1);
  // "Assigned to me" is kept in the address (decision 056).
  const [params, setParams] = useLatestSearchParams();
  const { assignee } = readAssigneeParam(params);
  const query = useJobsForReview(status, page, assignee);
  const decide = useDecideJob();
  const bulk = useBulkDecideJobs();
  const [report, setReport] = useState<BulkReportOf | null>(null);
  // Only waiting jobs are decided many at once (decision 058).
  const waiting = status === ApprovalStatus.PENDING;
  const selection = useSelection(waiting ? (query.data?.items ?? []) : [], (job) => job.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => query.data?.items.map((job) => job.id), [query.data]);
  const focus = useFocusAfterRemoval(ids, headingRef);
  /** The decision asked about, for one job or for the jobs ticked (`many`). */
  const [pending, setPending] = useState<{ jobs: AdminJob[]; decision: JobDecision; many: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  /** Closing and deleting need the reason the company and the applicants read. */
  const reasonRequired = pending?.decision === 'close' || pending?.decision === 'delete';
  const reasonMax = reasonRequired ? ADMIN_REASON_MAX_LENGTH : REJECT_REASON_MAX_LENGTH;

  const open = (jobs: AdminJob[], decision: JobDecision, many = false) => {
    setReason('');
    setReasonError(null);
    setPending({ jobs, decision, many });
  };
  const one = pending && !pending.many ? pending.jobs[0] : undefined;
  const subject = pending?.many ? t('bulk.names', { count: pending.jobs.length }) : (one?.positionName ?? '');
  const companyOf = pending?.many ? t('bulk.theirCompanies') : (one?.companyName ?? '');

  const confirm = () => {
    if (!pending) return;
    const { jobs: chosen, decision, many } = pending;
    if (reasonRequired) {
      const checked = adminReasonInputSchema.safeParse({ reason });
      if (!checked.success) {
        setReasonError(t(`errors:${checked.error.issues[0]?.message}`));
        return;
      }
    }
    const given = reason.trim() || undefined;
    if (many && (decision === 'approve' || decision === 'reject')) {
      bulk.mutate(
        { jobIds: chosen.map((job) => job.id), decision, ...(decision === 'reject' && given ? { reason: given } : {}) },
        {
          onSuccess: (result) => {
            setReport({
              result,
              names: new Map(chosen.map((job) => [job.id, `${job.positionName} (${job.companyName})`])),
            });
            selection.clear();
            setPending(null);
          },
          onError: (err) => notifications.show({ color: 'red', message: err.message }),
        },
      );
      return;
    }
    const job = chosen[0];
    if (!job) return;
    decide.mutate(
      { id: job.id, decision, reason: decision === 'approve' ? undefined : given },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`review.done.${decision}`, { name: job.positionName }) });
          focus.leaving(job.id);
          setPending(null);
        },
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
  };

  return (
    <Stack maw={1100} gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {t('review.title')}
        </Title>
        <Text c="dimmed">{t('review.intro')}</Text>
      </Stack>
      <SegmentedControl
        value={String(status)}
        onChange={(v) => {
          setStatus(Number(v) as ApprovalStatus);
          setPage(1);
        }}
        data={[ApprovalStatus.PENDING, ApprovalStatus.APPROVED, ApprovalStatus.REJECTED].map((s) => ({
          value: String(s),
          label: t(`approval.${s}`),
        }))}
        w="fit-content"
      />
      <MineSwitch
        assignee={assignee}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value) next.set('assignee', value);
          else next.delete('assignee');
          setParams(next, { replace: true });
          setPage(1);
        }}
      />
      <BulkBar
        ns="jobs"
        selection={selection}
        report={report}
        onCloseReport={() => setReport(null)}
        actions={
          <>
            <Button
              size="xs"
              disabled={selection.selectedRows.length === 0}
              onClick={() => open(selection.selectedRows, 'approve', true)}
            >
              {t('bulk.approve')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selection.selectedRows.length === 0}
              onClick={() => open(selection.selectedRows, 'reject', true)}
            >
              {t('bulk.reject')}
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <Skeleton height={240} />
      ) : query.isError ? (
        <Alert color="red" title={query.error.message}>
          <Button variant="light" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text>{status === ApprovalStatus.PENDING ? t('review.empty') : t('review.emptyDecided')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('list.total', { count: query.data.total })}
          </Text>
          {query.data.items.map((job) => (
            <ReviewJobCard
              key={job.id}
              job={job}
              onDecide={(decision) => open([job], decision)}
              focusRef={focus.itemRef(job.id)}
              {...(waiting
                ? { selected: selection.isSelected(job), onSelect: (on: boolean) => selection.toggle(job, on) }
                : {})}
            />
          ))}
          <Pager total={query.data.total} take={query.data.take} page={page} onChange={setPage} />
        </>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t(`review.confirm.${pending.decision}.title`, { name: subject }) : ''}
      >
        <Stack>
          <Text>{pending ? t(`review.confirm.${pending.decision}.body`, { company: companyOf }) : ''}</Text>
          {pending?.decision === 'reject' ? (
            <TemplatePicker
              kind="jobRejection"
              onPick={(template, lang) => {
                setReason(templateText(template, lang));
                setReasonError(null);
              }}
            />
          ) : null}
          {pending && pending.decision !== 'approve' ? (
            <LimitedTextarea
              label={reasonRequired ? t('review.reasonRequiredLabel') : t('review.reason')}
              description={reasonRequired ? t('review.reasonReadHelp') : t('review.reasonHelp')}
              withAsterisk={reasonRequired}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              maxLength={reasonMax}
              autosize
              minRows={3}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color={pending && pending.decision !== 'approve' ? 'red' : undefined}
              loading={decide.isPending || bulk.isPending}
              disabled={reason.length > reasonMax}
              onClick={confirm}
            >
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
