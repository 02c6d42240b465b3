// A box's messages as a table (cards at phone width): a tick box each, the other party, the
// subject (a link to the message; unread ones bold with an "Unread" badge, so not by colour
// alone), the documents and how long ago it was sent (components/ui/relative-time).
import type { MessageListItem } from '@fis/shared/message-schemas';
import { Anchor, Badge, Checkbox, Group, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { AREA_ROOT, type Area } from '../../../lib/session';
import type { useSelection } from '../../../lib/use-selection';
import type { Box } from '../api/messages';
import { peopleList, personName } from '../utils/people';

export function MessageTable({
  area,
  box,
  rows,
  selection,
}: {
  area: Area;
  box: Box;
  rows: MessageListItem[];
  selection: ReturnType<typeof useSelection<MessageListItem>>;
}) {
  const { t } = useTranslation('mailbox');
  const selectAll = {
    checked: selection.allSelected,
    indeterminate: selection.someSelected,
    onChange: (e: ChangeEvent<HTMLInputElement>) => selection.toggleAll(e.currentTarget.checked),
  };
  const unread = (row: MessageListItem) => box === 'inbox' && !row.read;
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={720}
      columns={[
        {
          key: 'select',
          header: <Checkbox aria-label={t('list.selectAll')} {...selectAll} />,
          cardHeader: <Checkbox label={t('list.selectAll')} {...selectAll} />,
          headerProps: { w: 40 },
          cell: (row) => (
            <Checkbox
              aria-label={t('list.select', { subject: row.subject })}
              checked={selection.isSelected(row)}
              onChange={(e) => selection.toggle(row, e.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'subject',
          header: t('list.subject'),
          card: 'title',
          cell: (row) => (
            <Group gap={6} wrap="nowrap" align="center">
              {unread(row) ? (
                <Badge size="xs" variant="filled" style={{ flex: 'none' }}>
                  {t('list.unread')}
                </Badge>
              ) : null}
              <Anchor
                component={PageLink}
                to={`${AREA_ROOT[area]}/message-detail/${row.id}`}
                fw={unread(row) ? 700 : 400}
                style={{ overflowWrap: 'anywhere' }}
              >
                {row.subject}
              </Anchor>
            </Group>
          ),
        },
        {
          key: 'person',
          header: box === 'inbox' ? t('list.from') : t('list.to'),
          cell: (row) => (
            <Text size="sm" fw={unread(row) ? 700 : 400}>
              {box === 'inbox' ? personName(row.sender) : peopleList(row.recipients)}
            </Text>
          ),
        },
        {
          key: 'documents',
          header: t('list.documents'),
          cell: (row) => (row.documentCount > 0 ? String(row.documentCount) : ''),
        },
        {
          key: 'date',
          header: t('list.date'),
          cell: (row) => <RelativeTime iso={row.createdAt} size="sm" c={undefined} />,
        },
      ]}
    />
  );
}
