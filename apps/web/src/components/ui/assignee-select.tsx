// Who in the office takes an item of a queue (docs/decisions/056): the item's colleague, changed in
// place to any active officer or to nobody (PUT /v1/admin/assignments/…). Every queue's card or row
// shows it; the change refreshes the office's queries, so "Assigned to me" follows at once. It is
// the browser's own select: light on a page of many rows, and the phone's own picker.
import type { Assignee, AssignmentSubject } from '@fis/shared/assignment-schemas';
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTeam } from '../../lib/admin-team';
import { api } from '../../lib/api-client';
import { useNotifyFailure } from '../../lib/notify';
import type { DataColumn } from './data-table';

const NOBODY = '';

export function AssigneeSelect({
  subjectType,
  subjectId,
  assignee,
  itemName,
  inTable = false,
}: {
  subjectType: AssignmentSubject;
  subjectId: string;
  assignee: Assignee | null;
  /** The item, in the field's accessible name ("Assigned to, Chan Tai Man"). */
  itemName: string;
  /** In a table, the column's header is the label. */
  inTable?: boolean;
}) {
  const { t } = useTranslation('admin');
  const team = useTeam();
  const client = useQueryClient();
  const notifyFailure = useNotifyFailure();
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) =>
      api.put<{ assignee: Assignee | null; message: string }>(`/v1/admin/assignments/${subjectType}/${subjectId}`, {
        assigneeId,
      }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      return client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: notifyFailure,
  });
  const members = (team.data?.items ?? []).filter((member) => member.state === 'active');
  const data = [
    { value: NOBODY, label: t('assignment.nobody') },
    ...members.map((member) => ({
      value: member.id,
      label: member.isSelf ? t('assignment.you', { email: member.email }) : member.email,
    })),
  ];
  // The colleague shows before the team has loaded, and after leaving it.
  if (assignee && !data.some((option) => option.value === assignee.id)) {
    data.push({ value: assignee.id, label: assignee.email });
  }
  return (
    <NativeSelect
      size="xs"
      label={inTable ? undefined : t('assignment.label')}
      aria-label={t('assignment.labelOf', { item: itemName })}
      data={data}
      value={assignee?.id ?? NOBODY}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (value !== (assignee?.id ?? NOBODY)) assign.mutate(value || null);
      }}
      disabled={assign.isPending}
      w={inTable ? 220 : { base: '100%', xs: 260 }}
    />
  );
}

/**
 * A table's "Assigned to" column: each row's field, the header its label (the pending companies,
 * the help requests).
 */
export function assigneeColumn<Row extends { id: string; assignee: Assignee | null }>(
  subjectType: AssignmentSubject,
  header: string,
  itemName: (row: Row) => string,
): DataColumn<Row> {
  return {
    key: 'assignee',
    header,
    cell: (row) => (
      <AssigneeSelect
        subjectType={subjectType}
        subjectId={row.id}
        assignee={row.assignee}
        itemName={itemName(row)}
        inTable
      />
    ),
  };
}
