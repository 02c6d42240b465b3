// /admin-portal/group-messages: every group message of the office, newest first: its subject, the
// list it went to, the copies delivered (followed while delivering), read and answered, who sent
// it and when. Writing one starts from a list (its "Message everyone listed").
import type { Language } from '@fis/shared/enums';
import type { GroupMessage } from '@fis/shared/group-message-schemas';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { readPage, useUrlParams } from '../../../lib/url-params';
import { useGroupMessages } from '../api/group-messages';
import { AudienceName, DeliveryProgress, subjectFor } from './group-summary';

export function GroupMessagesPage() {
  const { t, i18n } = useTranslation('groupMessages');
  const dates = useDates();
  const errorText = useErrorText();
  const { params, setParam } = useUrlParams();
  const page = readPage(params);
  const groups = useGroupMessages(page);

  const columns: DataColumn<GroupMessage>[] = [
    {
      key: 'subject',
      header: t('list.subject'),
      cell: (group) => (
        <Anchor component={PageLink} to={`/admin-portal/group-messages/${group.id}`} fw={500}>
          {subjectFor(group, i18n.language as Language)}
        </Anchor>
      ),
    },
    { key: 'audience', header: t('list.audience'), cell: (group) => <AudienceName group={group} /> },
    { key: 'progress', header: t('list.progress'), cell: (group) => <DeliveryProgress group={group} /> },
    { key: 'read', header: t('list.read'), cell: (group) => group.read },
    { key: 'replied', header: t('list.replied'), cell: (group) => group.replied },
    { key: 'sentBy', header: t('list.sentBy'), cell: (group) => group.sender?.email ?? t('senderGone') },
    { key: 'sentAt', header: t('list.sentAt'), cell: (group) => dates.dateTime(group.createdAt) },
  ];

  let body: ReactNode;
  if (groups.isPending) body = <CardSkeletons count={3} />;
  else if (groups.isError)
    body = (
      <LoadError message={t('list.loadFailed')} detail={errorText(groups.error)} onRetry={() => groups.refetch()} />
    );
  else if (groups.data.items.length === 0) body = <EmptyState title={t('list.empty')} hint={t('list.intro')} />;
  else
    body = (
      <Stack gap="md">
        <DataTable rows={groups.data.items} rowKey={(group) => group.id} columns={columns} minWidth={960} />
        <Pager
          total={groups.data.total}
          take={groups.data.take}
          page={page}
          onChange={(next) => setParam('page', next === 1 ? null : String(next))}
        />
      </Stack>
    );

  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('list.title')}</Title>
      </Group>
      {groups.data && groups.data.items.length > 0 && <Text size="sm">{t('list.intro')}</Text>}
      {body}
    </Stack>
  );
}
