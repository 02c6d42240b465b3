// /admin-portal/accounts/:id: a candidate's or company's account as the scheme office sees it
// (email, role, status, verification, registration and last sign-in, a company's approval, and
// while suspended who suspended it, when and why) and the actions on it. The record pages link here; the account's audit trail is one link away.
import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { Role, UserStatus } from '@fis/shared/enums';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection } from '../../../components/ui/content-section';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { useAccount } from '../api/account';
import { AccountActions } from './account-actions';

const STATUS_COLOR: Record<number, string> = {
  [UserStatus.ACTIVE]: 'teal',
  [UserStatus.SUSPENDED]: 'orange',
  [UserStatus.DELETED]: 'red',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const withSeparator = useLabel();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {withSeparator(label)}
      </Text>
      {children}
    </Text>
  );
}

export function AccountPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const query = useAccount(id);
  return (
    <Stack maw={900} gap="lg">
      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} detail={t('account.notFound')} onRetry={() => query.refetch()} />
      ) : (
        <AccountView account={query.data} />
      )}
    </Stack>
  );
}

function AccountView({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('adminAccounts');
  const dates = useDates();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {account.name ?? account.email}
        </Title>
        <Badge color={STATUS_COLOR[account.status] ?? 'gray'} variant="light" size="lg">
          {t(`status.${account.status}`)}
        </Badge>
      </Group>
      <Text c="dimmed">{t('account.intro')}</Text>
      <ContentSection title={t('account.title')}>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Detail label={t('account.email')}>{account.email}</Detail>
          <Detail label={t('account.role')}>{t(`roles.${account.role}`)}</Detail>
          <Detail label={t('account.status')}>{t(`status.${account.status}`)}</Detail>
          <Detail label={t('account.verified')}>{t(account.emailVerified ? 'account.yes' : 'account.no')}</Detail>
          <Detail label={t('account.createdAt')}>{dates.dateTime(account.createdAt)}</Detail>
          <Detail label={t('account.lastLogin')}>
            {account.lastLoginAt ? dates.dateTime(account.lastLoginAt) : t('account.never')}
          </Detail>
          {account.role === Role.COMPANY && account.approvalStatus !== null ? (
            <Detail label={t('account.approval')}>{t(`approval.${account.approvalStatus}`)}</Detail>
          ) : null}
          {account.suspension ? (
            <>
              <Detail label={t('account.suspendedAt')}>{dates.dateTime(account.suspension.at)}</Detail>
              <Detail label={t('account.suspendedBy')}>{account.suspension.byEmail ?? t('audit.system')}</Detail>
            </>
          ) : null}
        </ColumnsGrid>
        {account.suspension ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('account.suspensionReason')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {account.suspension.reason}
            </Text>
          </Stack>
        ) : null}
        <Anchor component={PageLink} to={`/admin-portal/audit-log?entityId=${account.id}`} size="sm">
          {t('account.auditTrail')}
        </Anchor>
      </ContentSection>
      <ContentSection title={t('actions.title')}>
        <AccountActions account={account} />
      </ContentSection>
    </>
  );
}
