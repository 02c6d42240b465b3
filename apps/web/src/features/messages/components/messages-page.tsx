// /candidate/messages and /company/messages: the inbox and the sent box as tabs (the tab, the
// search words and the page in the address), unread messages marked, several ticked and deleted
// from one's own box after a confirmation. Lists refetch on every mount (SPEC section 9).
import type { MessageListItem } from '@fis/shared/message-schemas';
import { Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifyFailure } from '../../../lib/notify';
import { AREA_ROOT, type Area } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { useDeleteMessages, useMessages } from '../api/messages';
import { readMailboxParams } from './mailbox-params';
import { MessageTable } from './message-table';

export function MessagesPage({ area }: { area: Area }) {
  const { t } = useTranslation('mailbox');
  const { params, setParam } = useUrlParams();
  const { box, keyword: filterKeyword, page } = readMailboxParams(params);
  const query = useMessages(box, filterKeyword, page);
  const rows = query.data?.items ?? [];
  const selection = useSelection<MessageListItem>(rows, (row) => row.id);
  const [keyword, setKeyword] = useKeywordParam(filterKeyword, (words) => setParam('keyword', words));
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessages();
  const notifyFailure = useNotifyFailure();

  // Deleting the last messages of a later page leaves it empty: go back a page.
  const emptyLaterPage = page > 1 && query.data?.items.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an emptied page should move
  useEffect(() => {
    if (emptyLaterPage) setParam('page', page === 2 ? null : String(page - 1), { inEffect: true });
  }, [emptyLaterPage]);

  const confirmDelete = () =>
    remove.mutate(
      selection.selectedRows.map((row) => row.id),
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          selection.clear();
          setConfirming(false);
        },
        onError: notifyFailure,
      },
    );

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack role="status" aria-busy="true" aria-label={t('common:loading')} gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    );
  else if (query.isError) body = <LoadError message={t('list.error')} onRetry={() => query.refetch()} />;
  else if (rows.length === 0 && page === 1)
    body = <EmptyState title={filterKeyword ? t('list.noMatch') : t(`list.empty.${box}`)} />;
  else
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" mih={30}>
          <Text size="sm" c="dimmed" role="status">
            {t('list.total', { count: query.data.total })}
          </Text>
          {selection.selectedRows.length > 0 ? (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('list.selected', { count: selection.selectedRows.length })}
              </Text>
              <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('list.delete')}
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                {t('list.clearSelection')}
              </Button>
            </Group>
          ) : null}
        </Group>
        <MessageTable area={area} box={box} rows={rows} selection={selection} />
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(p) => setParam('page', p === 1 ? null : String(p))}
        />
      </Stack>
    );

  return (
    <Stack maw={1100} gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={PageLink} to={`${AREA_ROOT[area]}/new-message`}>
          {t('list.new')}
        </Button>
      </Group>
      <Tabs
        value={box}
        onChange={(v) => {
          selection.clear();
          setParam('tab', v === 'sent' ? 'sent' : null);
        }}
      >
        <Tabs.List aria-label={t('list.boxes')}>
          <Tabs.Tab value="inbox">{t('list.inbox')}</Tabs.Tab>
          <Tabs.Tab value="sent">{t('list.sent')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        type="search"
        maw={360}
      />
      {body}
      <ConfirmDialog
        opened={confirming}
        title={t('list.confirmTitle', { count: selection.selectedRows.length })}
        body={t('list.confirmBody')}
        confirmLabel={t('list.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
