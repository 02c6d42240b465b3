// /admin-portal/team: the admin team. Invite a colleague by email (they set their own password
// from the link, then sign in with a code as every admin), see who is active or invited, and
// remove a member or cancel an invitation, each behind a confirmation. An admin may leave the
// team themself; the last active admin cannot be removed (docs/decisions/024). Below the team,
// the institutions' coordinators, invited and removed the same way (docs/decisions/061).
import { type InviteAdminInput, inviteAdminInputSchema, type TeamMember } from '@fis/shared/admin-account-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection } from '../../../components/ui/content-section';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useTeam } from '../../../lib/admin-team';
import { applyServerErrors, useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { endSession } from '../../../lib/session';
import { useInviteAdmin, useRemoveAdmin } from '../api/team';
import { CoordinatorsSection } from './coordinators-section';
import { useInvitationColumns } from './invitation-columns';

export function TeamPage() {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const query = useTeam();
  return (
    <Stack maw={1000} gap="lg">
      <Title order={1} size="h2">
        {t('team.title')}
      </Title>
      <Text c="dimmed">{t('team.intro')}</Text>
      <InviteForm />
      <ContentSection title={t('team.members')}>
        {query.isPending ? (
          <Skeleton height={160} />
        ) : query.isError ? (
          <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('team.empty')} />
        ) : (
          <Members members={query.data.items} />
        )}
      </ContentSection>
      <CoordinatorsSection />
    </Stack>
  );
}

function InviteForm() {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const invite = useInviteAdmin();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteAdminInput>({
    resolver: zodResolver(inviteAdminInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await invite.mutateAsync(values);
      notifications.show({ color: 'green', message: result.message });
      reset();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['email'])) setFailure(err);
    }
  });
  return (
    <ContentSection title={t('team.inviteTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <TextInput
              {...register('email')}
              type="email"
              label={t('team.inviteEmail')}
              autoComplete="off"
              required
              error={fieldError(errors.email)}
              style={{ flex: '1 1 16rem' }}
            />
            <SubmitButton submitting={invite.isPending} mt={{ base: 0, xs: 25 }}>
              {t('team.invite')}
            </SubmitButton>
          </Group>
          {failure ? (
            <Alert color="red" role="alert" variant="light">
              {errorText(failure)}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </ContentSection>
  );
}

function Members({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('adminAccounts');
  const invitationColumns = useInvitationColumns<TeamMember>();
  const errorText = useErrorText();
  const remove = useRemoveAdmin();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TeamMember | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const activeCount = members.filter((m) => m.state === 'active').length;

  const kindOf = (member: TeamMember) => (member.state !== 'active' ? 'cancel' : member.isSelf ? 'leave' : 'remove');
  const labelOf = (member: TeamMember) => `team.${kindOf(member) === 'cancel' ? 'cancelInvite' : kindOf(member)}`;
  const invite = useInviteAdmin();
  // A new link for an invitation not yet accepted (say, expired); the old link stops working.
  const sendAgain = async (member: TeamMember) => {
    setFailure(null);
    try {
      const result = await invite.mutateAsync({ email: member.email });
      notifications.show({ color: 'green', message: result.message });
    } catch (err) {
      setFailure(err);
    }
  };
  const confirm = async () => {
    if (!pending) return;
    const member = pending;
    setFailure(null);
    try {
      await remove.mutateAsync(member);
      notifications.show({
        color: 'green',
        message: t(member.state === 'active' ? 'done.removed' : 'done.cancelled'),
      });
      // Leaving the team ended this session on the server: end it here too.
      if (member.isSelf) endSession(queryClient);
    } catch (err) {
      setFailure(err);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="sm">
      {activeCount <= 1 ? (
        <Text size="sm" c="dimmed">
          {t('team.lastAdminHint')}
        </Text>
      ) : null}
      <DataTable
        rows={members}
        rowKey={(member) => member.id}
        minWidth={640}
        columns={[
          {
            key: 'email',
            header: t('team.email'),
            cell: (member) => (
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.email} {member.isSelf ? t('team.you') : ''}
              </Text>
            ),
          },
          ...invitationColumns,
          {
            key: 'actions',
            header: t('actions.title'),
            cell: (member) => (
              <Group gap="xs" wrap="nowrap">
                {member.state !== 'active' ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={invite.isPending && invite.variables?.email === member.email}
                    onClick={() => sendAgain(member)}
                    aria-label={`${t('team.resend')}: ${member.email}`}
                  >
                    {t('team.resend')}
                  </Button>
                ) : null}
                {member.state === 'active' && activeCount <= 1 ? null : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => setPending(member)}
                    aria-label={`${t(labelOf(member))}: ${member.email}`}
                  >
                    {t(labelOf(member))}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      {failure ? (
        <Alert color="red" role="alert" variant="light">
          {errorText(failure)}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`team.${kindOf(pending)}Title`, { email: pending.email }) : ''}
        body={pending ? t(`team.${kindOf(pending)}Body`, { email: pending.email }) : ''}
        confirmLabel={pending ? t(labelOf(pending)) : ''}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
