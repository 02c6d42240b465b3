// The admin lists' small state badges: an account's state and a company's or job's approval.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ACCOUNT_COLOURS: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'red', 4: 'blue' };
const APPROVAL_COLOURS: Record<number, string> = { 0: 'yellow', 1: 'green', 2: 'red' };

export function AccountBadge({ status }: { status: number }) {
  const { t } = useTranslation('adminAccounts');
  return (
    <Badge variant="light" color={ACCOUNT_COLOURS[status] ?? 'gray'} tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ApprovalBadge({ approval }: { approval: number }) {
  const { t } = useTranslation('adminLists');
  return (
    <Badge variant="light" color={APPROVAL_COLOURS[approval] ?? 'gray'} tt="none">
      {t(`approval.${approval}`)}
    </Badge>
  );
}
