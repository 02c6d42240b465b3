// The team page's institution coordinators (docs/decisions/061), below the admin team and built as
// it is: invite a university's coordinator by email, one institution per invitation (they set
// their own password from the link, valid 3 days), see who is active or invited, send a link
// again, and remove a coordinator or cancel an invitation behind a confirmation.
import {
  COORDINATED_INSTITUTIONS,
  type CoordinatedInstitution,
  type Coordinator,
  type InviteCoordinatorInput,
  inviteCoordinatorSchema,
} from '@fis/shared/institution-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection } from '../../../components/ui/content-section';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { useCoordinators, useInviteCoordinator, useRemoveCoordinator } from '../api/coordinators';
import { useInvitationColumns } from './invitation-columns';

export function CoordinatorsSection() {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const query = useCoordinators();
  return (
    <ContentSection title={t('coordinators.title')}>
      <Text size="sm" c="dimmed">
        {t('coordinators.intro')}
      </Text>
      <InviteCoordinatorForm />
      {query.isPending ? (
        <Skeleton height={160} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('coordinators.empty')} />
      ) : (
        <Coordinators coordinators={query.data.items} />
      )}
    </ContentSection>
  );
}

function InviteCoordinatorForm() {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const invite = useInviteCoordinator();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteCoordinatorInput>({
    resolver: zodResolver(inviteCoordinatorSchema),
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
      if (!applyServerErrors(err, setError, ['email', 'institution'])) setFailure(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            {...register('email')}
            type="email"
            label={t('coordinators.inviteEmail')}
            autoComplete="off"
            required
            error={fieldError(errors.email)}
            style={{ flex: '1 1 16rem' }}
          />
          <SelectField
            control={control}
            name="institution"
            data={COORDINATED_INSTITUTIONS.map((code) => ({
              value: code,
              label: t(`common:options.institution.${code}`),
            }))}
            label={t('coordinators.institution')}
            required
            style={{ flex: '1 1 16rem' }}
          />
          <SubmitButton submitting={invite.isPending} mt={{ base: 0, xs: 25 }}>
            {t('coordinators.invite')}
          </SubmitButton>
        </Group>
        {failure ? (
          <Alert color="red" role="alert" variant="light">
            {errorText(failure)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function Coordinators({ coordinators }: { coordinators: Coordinator[] }) {
  const { t } = useTranslation('adminAccounts');
  const invitationColumns = useInvitationColumns<Coordinator>();
  const errorText = useErrorText();
  const remove = useRemoveCoordinator();
  const invite = useInviteCoordinator();
  const [pending, setPending] = useState<Coordinator | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const institutionOf = (coordinator: Coordinator) => t(`common:options.institution.${coordinator.institution}`);
  const kindOf = (coordinator: Coordinator) => (coordinator.state === 'active' ? 'remove' : 'cancel');
  const labelOf = (coordinator: Coordinator) =>
    kindOf(coordinator) === 'remove' ? t('team.remove') : t('team.cancelInvite');
  // A new link for an invitation not yet accepted (say, expired), for the same institution; the old link stops working.
  const sendAgain = async (coordinator: Coordinator) => {
    setFailure(null);
    try {
      const result = await invite.mutateAsync({
        email: coordinator.email,
        // The API lists only coordinated institutions' coordinators.
        institution: coordinator.institution as CoordinatedInstitution,
      });
      notifications.show({ color: 'green', message: result.message });
    } catch (err) {
      setFailure(err);
    }
  };
  const confirm = async () => {
    if (!pending) return;
    const coordinator = pending;
    setFailure(null);
    try {
      await remove.mutateAsync(coordinator);
      notifications.show({
        color: 'green',
        message: t(coordinator.state === 'active' ? 'coordinators.removed' : 'done.cancelled'),
      });
    } catch (err) {
      setFailure(err);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="sm">
      <DataTable
        rows={coordinators}
        rowKey={(coordinator) => coordinator.id}
        minWidth={760}
        columns={[
          {
            key: 'email',
            header: t('team.email'),
            cell: (coordinator) => (
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {coordinator.email}
              </Text>
            ),
          },
          {
            key: 'institution',
            header: t('coordinators.institution'),
            cell: institutionOf,
          },
          ...invitationColumns,
          {
            key: 'actions',
            header: t('actions.title'),
            cell: (coordinator) => (
              <Group gap="xs" wrap="nowrap">
                {coordinator.state !== 'active' ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={invite.isPending && invite.variables?.email === coordinator.email}
                    onClick={() => sendAgain(coordinator)}
                    aria-label={`${t('team.resend')}: ${coordinator.email}`}
                  >
                    {t('team.resend')}
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => setPending(coordinator)}
                  aria-label={`${labelOf(coordinator)}: ${coordinator.email}`}
                >
                  {labelOf(coordinator)}
                </Button>
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
        title={
          pending
            ? t(`coordinators.${kindOf(pending)}Title`, { email: pending.email, institution: institutionOf(pending) })
            : ''
        }
        body={pending ? t(`coordinators.${kindOf(pending)}Body`) : ''}
        confirmLabel={pending ? labelOf(pending) : ''}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
