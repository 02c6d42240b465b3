import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assigneeColumn } from '../../../components/ui/assignee-select';
import { DataTable } from '../../../components/ui/data-table';
import { MineSwitch } from '../../../components/ui/mine-switch';
import { Pager } from '../../../components/ui/pager';
import { QueueWait } from '../../../components/ui/queue-wait';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { type CompanyForReview, usePendingCompanies } from '../api/get-companies';
import type { PendingDecision } from './company-decision-dialog';

const CompanyDecisionDialog = lazyUntilOpen(
  () => import('./company-decision-dialog'),
  'CompanyDecisionDialog',
  (props) => props.pending !== null,
);

export function PendingCompanies() {
  const { t } = useTranslation('admin');
  const { dateTime } = useDates();
  const [page, setPage] = useState(1);
  // "Assigned to me" (decision 056): one section of the dashboard, so not kept in the address.
  const [assignee, setAssignee] = useState<string | undefined>();
  const query = usePendingCompanies(page, assignee);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const ids = useMemo(() => query.data?.items.map((company) => company.id), [query.data]);
  const focus = useFocusAfterRemoval(ids, emptyRef);
  const [pending, setPending] = useState<PendingDecision | null>(null);

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
                  onClick={() => setPending({ company, decision: 'approve' })}
                  aria-label={`${t('common:actions.approve')} ${company.companyName}`}
                >
                  {t('common:actions.approve')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => setPending({ company, decision: 'reject' })}
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
      <CompanyDecisionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDecided={(company) => {
          focus.leaving(company.id);
          setPending(null);
        }}
      />
    </Stack>
  );
}
