// The scheme office's actions on a candidate's or company's account, each behind a confirmation:
// suspend (with a reason for the audit log), restore, resend the verification email, delete, and
// a waiting company's approval (an optional note) or rejection (a reason it reads as written).
// The record pages of the admin portal link here (/admin-portal/accounts/:id).
import {
  type AccountSummary,
  approveCompanyInputSchema,
  rejectCompanyInputSchema,
  suspendAccountInputSchema,
} from '@fis/shared/admin-account-schemas';
import { ApprovalStatus, Role, UserStatus } from '@fis/shared/enums';
import { ACCOUNT_REASON_MAX_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TemplatePicker, templateText } from '../../../components/ui/template-picker';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { type AccountAction, useAccountAction } from '../api/account';

type Plain = 'restore' | 'resend' | 'delete';
type WithReason = 'suspend' | 'approve' | 'reject';

const DONE: Record<AccountAction['kind'], string> = {
  suspend: 'done.suspended',
  restore: 'done.restored',
  resend: 'done.verificationSent',
  delete: 'done.deleted',
  approve: 'done.approved',
  reject: 'done.rejected',
};

export function AccountActions({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const action = useAccountAction(account);
  const [plain, setPlain] = useState<Plain | null>(null);
  const [withReason, setWithReason] = useState<WithReason | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (next: AccountAction) => {
    setFailure(null);
    try {
      await action.mutateAsync(next);
      notifications.show({ color: 'green', message: t(DONE[next.kind]) });
    } catch (err) {
      setFailure(err);
      throw err;
    }
  };

  const runPlain = async () => {
    if (!plain) return;
    await run({ kind: plain }).catch(() => {});
    setPlain(null);
  };

  const active = account.status === UserStatus.ACTIVE;
  const suspended = account.status === UserStatus.SUSPENDED;
  const deleted = account.status === UserStatus.DELETED;
  const pendingCompany = account.role === Role.COMPANY && account.approvalStatus === ApprovalStatus.PENDING;
  const names = { email: account.email, name: account.name ?? account.email };

  return (
    <Stack gap="sm">
      {deleted ? (
        <Text size="sm" c="dimmed">
          {t('status.2')}
        </Text>
      ) : (
        <Group gap="sm">
          {pendingCompany ? (
            <>
              <Button onClick={() => setWithReason('approve')}>{t('actions.approve')}</Button>
              <Button color="red" variant="light" onClick={() => setWithReason('reject')}>
                {t('actions.reject')}
              </Button>
            </>
          ) : null}
          {active && account.role === Role.CANDIDATE && !account.emailVerified ? (
            <Button variant="light" onClick={() => setPlain('resend')}>
              {t('actions.resend')}
            </Button>
          ) : null}
          {active ? (
            <Button color="orange" variant="light" onClick={() => setWithReason('suspend')}>
              {t('actions.suspend')}
            </Button>
          ) : null}
          {suspended ? <Button onClick={() => setPlain('restore')}>{t('actions.restore')}</Button> : null}
          <Button color="red" variant="outline" onClick={() => setPlain('delete')}>
            {t('actions.delete')}
          </Button>
        </Group>
      )}
      {failure && !withReason ? (
        <Alert color="red" role="alert" variant="light">
          {errorText(failure)}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={plain !== null}
        title={plain ? t(`actions.${plain}Title`, names) : ''}
        body={plain ? t(`actions.${plain}Body`, names) : ''}
        confirmLabel={plain ? t(`actions.${plain}`) : ''}
        busy={action.isPending}
        onConfirm={runPlain}
        onCancel={() => setPlain(null)}
      />
      {withReason ? (
        <ReasonDialog
          kind={withReason}
          title={t(`actions.${withReason}Title`, names)}
          body={t(`actions.${withReason}Body`, names)}
          busy={action.isPending}
          onConfirm={(reason) => run({ kind: withReason, input: { reason } } as AccountAction)}
          onClose={() => {
            setWithReason(null);
            setFailure(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

const SCHEMAS = {
  suspend: suspendAccountInputSchema,
  approve: approveCompanyInputSchema,
  reject: rejectCompanyInputSchema,
};

/** The confirmation of an action that takes a reason: the question, the reason, Cancel and the action. */
function ReasonDialog({
  kind,
  title,
  body,
  busy,
  onConfirm,
  onClose,
}: {
  kind: WithReason;
  title: string;
  body: string;
  busy: boolean;
  onConfirm: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, setValue } = useForm<{ reason?: string }>({
    // biome-ignore lint/suspicious/noExplicitAny: the three schemas share the one field the form has
    resolver: zodResolver(SCHEMAS[kind] as any),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason || undefined);
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['reason'])) setFailure(err);
    }
  });
  const optional = kind === 'approve';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{body}</Text>
          {kind !== 'approve' && (
            <TemplatePicker
              kind={kind === 'suspend' ? 'suspension' : 'companyRejection'}
              onPick={(template, lang) =>
                setValue('reason', templateText(template, lang), { shouldDirty: true, shouldValidate: true })
              }
            />
          )}
          <LimitedTextareaField
            control={control}
            name="reason"
            label={t(optional ? 'actions.reasonOptional' : 'actions.reason')}
            description={t(kind === 'suspend' ? 'actions.suspendReasonHint' : 'actions.reasonHint')}
            maxLength={ACCOUNT_REASON_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={10}
            required={!optional}
            data-autofocus
          />
          {failure ? (
            <Alert color="red" role="alert" variant="light">
              {errorText(failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton color={kind === 'approve' ? undefined : 'red'} submitting={busy}>
              {t(`actions.${kind}`)}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
