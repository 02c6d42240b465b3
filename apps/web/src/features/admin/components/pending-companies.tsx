import { ACCOUNT_REASON_MAX_LENGTH } from '@fis/shared/limits';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assigneeColumn } from '../../../components/ui/assignee-select';
import { DataTable } from '../../../components/ui/data-table';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { MineSwitch } from '../../../components/ui/mine-switch';
import { Pager } from '../../../components/ui/pager';
import { QueueWait } from '../../../components/ui/queue-wait';
import { Skeleton } from '../../../components/ui/skeleton';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { useDates } from '../../../lib/dates';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { type CompanyForReview, usePendingCompanies } from '../api/get-companies';
import { type ReviewDecision, useReviewCompany } from '../api/review-company';

export function PendingCompanies() {
  const { t } = useTranslation('admin');
  const { dateTime } = useDates();
  const [page, setPage] = useState(1);
  // "Assigned to me" (decision 056): one section of the dashboard, so not kept in the address.
  const [assignee, setAssignee] = useState<string | undefined>();
  const query = usePendingCompanies(page, assignee);
  const review = useReviewCompany();
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const ids = useMemo(() => query.data?.items.map((company) => company.id), [query.data]);
  const focus = useFocusAfterRemoval(ids, emptyRef);
  const [pending, setPending] = useState<{ company: CompanyForReview; decision: ReviewDecision } | null>(null);
  // A rejection's reason, emailed to the company as written (docs/decisions/024).
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const choose = (next: { company: CompanyForReview; decision: ReviewDecision } | null) => {
    setPending(next);
    setReason('');
    setReasonError(null);
  };

  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) {
    return (
      <Alert color="red" title={query.error.message}>
        <Button variant="light" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const { items, total, take } = query.data;
  const mine = (
    <MineSwitch
      assignee={assignee}
      onChange={(value) => {
        setPage(1);
        setAssignee(value ?? undefined);
      }}
    />
  );
  if (items.length === 0) {
    return (
      <Stack>
        {assignee ? mine : null}
        <Text ref={emptyRef} tabIndex={-1}>
          {t('dashboard.empty')}
        </Text>
      </Stack>
    );
  }

  const confirm = () => {
    if (!pending) return;
    const { company, decision } = pending;
    if (decision === 'reject' && !reason.trim()) {
      setReasonError(t('errors:FIELD_REQUIRED'));
      return;
    }
    review.mutate(
      { id: company.id, decision, reason: reason.trim() ? reason : undefined },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(decision === 'approve' ? 'dashboard.approved' : 'dashboard.rejected', {
              name: company.companyName,
            }),
          });
          focus.leaving(company.id);
          choose(null);
        },
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('dashboard.total', { count: total })}
        </Text>
        {mine}
      </Group>
      <DataTable
        rows={items}
        rowKey={(company) => company.id}
        minWidth={720}
        columns={[
          {
            key: 'name',
            header: t('dashboard.companyName'),
            cell: (company) => company.companyName,
            cellProps: { fw: 600 },
          },
          { key: 'code', header: t('dashboard.companyCode'), cell: (company) => company.companyCode },
          {
            key: 'contact',
            header: t('dashboard.contact'),
            cell: (company) => (
              <>
                <Text size="sm">{company.email}</Text>
                <Text size="xs" c="dimmed">
                  {company.contactJobRole}
                </Text>
              </>
            ),
          },
          {
            key: 'registeredAt',
            header: t('dashboard.registeredAt'),
            // How long it has waited since, and whether that is past due (decision 051).
            cell: (company) => (company.waitingSince ? <QueueWait wait={company} /> : dateTime(company.registeredAt)),
          },
          assigneeColumn<CompanyForReview>('company', t('assignment.label'), (company) => company.companyName),
          {
            key: 'actions',
            header: t('dashboard.actions'),
            cell: (company) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  ref={focus.itemRef(company.id)}
                  onClick={() => choose({ company, decision: 'approve' })}
                  aria-label={`${t('common:actions.approve')} ${company.companyName}`}
                >
                  {t('common:actions.approve')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => choose({ company, decision: 'reject' })}
                  aria-label={`${t('common:actions.reject')} ${company.companyName}`}
                >
                  {t('common:actions.reject')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Pager total={total} take={take} page={page} onChange={setPage} />
      <Modal
        opened={pending !== null}
        onClose={() => choose(null)}
        title={
          pending
            ? t(pending.decision === 'approve' ? 'dashboard.approveTitle' : 'dashboard.rejectTitle', {
                name: pending.company.companyName,
              })
            : ''
        }
      >
        <Text mb="md">
          {pending && t(pending.decision === 'approve' ? 'dashboard.approveBody' : 'dashboard.rejectBody')}
        </Text>
        {pending?.decision === 'reject' ? (
          <TemplatePicker
            kind="companyRejection"
            onPick={(template, lang) => {
              setReason(templateText(template, lang));
              setReasonError(null);
            }}
          />
        ) : null}
        {pending ? (
          <LimitedTextarea
            mb="lg"
            label={t(
              pending.decision === 'approve' ? 'adminAccounts:actions.reasonOptional' : 'adminAccounts:actions.reason',
            )}
            description={t('adminAccounts:actions.reasonHint')}
            required={pending.decision === 'reject'}
            value={reason}
            maxLength={ACCOUNT_REASON_MAX_LENGTH}
            autosize
            minRows={3}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => choose(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color={pending?.decision === 'reject' ? 'red' : undefined}
            loading={review.isPending}
            onClick={confirm}
          >
            {t('common:actions.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
