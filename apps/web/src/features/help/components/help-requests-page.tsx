// /admin-portal/help-requests: the need-help requests, open ones (oldest first: first come, first
// answered; each saying how long it has waited and whether that is past due, decision 051) and
// answered ones, a page at a time; a row opens the request. The tab and the page
// are in the address, so that going back from a request returns to the same list.
import { HELP_REQUEST_STATES, type HelpRequestListItem, type HelpRequestState } from '@fis/shared/help-request-schemas';
import { Anchor, Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { assigneeColumn } from '../../../components/ui/assignee-select';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { MineSwitch, readAssigneeParam } from '../../../components/ui/mine-switch';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { QueueWait } from '../../../components/ui/queue-wait';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useHelpRequests } from '../api/get-help-requests';

const isState = (value: string | null): value is HelpRequestState =>
  (HELP_REQUEST_STATES as readonly (string | null)[]).includes(value);

/** The tab and the page in the address, read alike by the page and its route's loader. */
export function readHelpRequestsAddress(params: URLSearchParams): {
  status: HelpRequestState;
  page: number;
  assignee?: string;
} {
  const statusParam = params.get('status');
  return {
    status: isState(statusParam) ? statusParam : 'open',
    page: Math.max(1, Number(params.get('page')) || 1),
    ...readAssigneeParam(params),
  };
}

export function HelpRequestsPage() {
  const { t } = useTranslation('help');
  const dates = useDates();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useLatestSearchParams();
  const { status, page, assignee } = readHelpRequestsAddress(params);
  const query = useHelpRequests(status, page, assignee);
  const answered = status === 'answered';

  const columns: DataColumn<HelpRequestListItem>[] = [
    {
      key: 'from',
      header: t('admin.columns.from'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={PageLink} to={`/admin-portal/help-requests/${row.id}`} fw={500}>
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: t('admin.columns.role'), cell: (row) => t(`roles.${row.role}`) },
    { key: 'topic', header: t('admin.columns.topic'), cell: (row) => t(`topics.${row.topic}`) },
    {
      key: 'sentAt',
      header: t('admin.columns.sentAt'),
      cell: (row) => (row.waitingSince ? <QueueWait wait={row} /> : dates.dateTime(row.createdAt)),
    },
    ...(answered
      ? [
          {
            key: 'answeredAt',
            header: t('admin.columns.answeredAt'),
            cell: (row: HelpRequestListItem) => (row.answeredAt ? dates.dateTime(row.answeredAt) : ''),
          },
        ]
      : []),
    assigneeColumn<HelpRequestListItem>('helpRequest', t('admin:assignment.label'), (row) => row.name),
    {
      key: 'file',
      header: t('admin.columns.file'),
      cell: (row) =>
        row.hasFile ? (
          <Badge variant="light" color="gray">
            {t('admin.hasFile')}
          </Badge>
        ) : (
          '—'
        ),
    },
  ];

  const show = (next: { status?: HelpRequestState; page?: number; assignee?: string | null }) => {
    const nextParams = new URLSearchParams();
    const nextAssignee = next.assignee === undefined ? assignee : next.assignee;
    if (nextAssignee) nextParams.set('assignee', nextAssignee);
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'open') nextParams.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) nextParams.set('page', String(nextPage));
    setParams(nextParams);
  };

  return (
    <Stack maw={1100} gap="lg">
      <Title order={1}>{t('admin.title')}</Title>
      <MineSwitch assignee={assignee} onChange={(value) => show({ assignee: value })} />
      <Tabs value={status} onChange={(value) => (isState(value) ? show({ status: value }) : undefined)}>
        <Tabs.List>
          {HELP_REQUEST_STATES.map((state) => (
            <Tabs.Tab key={state} value={state}>
              {t(`admin.tabs.${state}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HELP_REQUEST_STATES.map((state) => (
          <Tabs.Panel key={state} value={state} pt="md">
            {state !== status ? null : query.isPending ? (
              <CardSkeletons count={3} />
            ) : query.isError ? (
              <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
            ) : query.data.items.length === 0 ? (
              <EmptyState title={t(`admin.empty.${state}`)} />
            ) : (
              <Stack gap="md">
                <DataTable
                  rows={query.data.items}
                  rowKey={(row) => row.id}
                  columns={columns}
                  minWidth={760}
                  onRowClick={(row) => navigate(`/admin-portal/help-requests/${row.id}`)}
                />
                <Pager
                  total={query.data.total}
                  take={query.data.take}
                  page={page}
                  onChange={(next) => show({ page: next })}
                />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
