// Every queue's "Assigned to me" (docs/decisions/056): the queue narrowed to the items the reader
// took, kept in the address as `assignee`, the reader's own id, which the API filters on.
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';

export function MineSwitch({
  assignee,
  onChange,
}: {
  /** The address's `assignee`: the queue shows one officer's items. */
  assignee: string | undefined;
  /** The reader's id to narrow, null to show everyone's. */
  onChange: (assignee: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const me = useCurrentUser().data?.id;
  if (!me) return null;
  return (
    <Switch
      label={t('assignment.mine')}
      checked={assignee === me}
      onChange={(event) => onChange(event.currentTarget.checked ? me : null)}
    />
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address's `assignee`, when it can be an officer's id (anything else is left out, not sent). */
export function readAssigneeParam(params: URLSearchParams): { assignee?: string } {
  const value = params.get('assignee');
  return value && UUID.test(value) ? { assignee: value } : {};
}
