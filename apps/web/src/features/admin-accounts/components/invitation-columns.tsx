// The columns the team page's two tables share (the admin team, the institutions' coordinators):
// an invited account's state (active, invited until its link ends, or expired) and its last
// sign-in, in Hong Kong time.
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import { useDates } from '../../../lib/dates';

interface InvitedAccount {
  state: 'active' | 'invited' | 'expired';
  inviteExpiresAt: string | null;
  lastLoginAt: string | null;
}

const STATE_COLOR = { active: 'teal', invited: 'blue', expired: 'gray' } as const;

export function useInvitationColumns<Row extends InvitedAccount>(): DataColumn<Row>[] {
  const { t } = useTranslation('adminAccounts');
  const dates = useDates();
  return [
    {
      key: 'state',
      header: t('team.state'),
      cell: (row) => (
        <Stack gap={2}>
          <Badge color={STATE_COLOR[row.state]} variant="light">
            {t(`team.states.${row.state}`)}
          </Badge>
          {row.state === 'invited' && row.inviteExpiresAt ? (
            <Text size="xs" c="dimmed">
              {t('team.invitedUntil', { date: dates.dateTime(row.inviteExpiresAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'lastLogin',
      header: t('team.lastLogin'),
      cell: (row) => (row.lastLoginAt ? dates.dateTime(row.lastLoginAt) : t('team.never')),
    },
  ];
}
