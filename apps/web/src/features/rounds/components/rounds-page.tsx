// /admin-portal/rounds: the scheme's rounds (docs/decisions/039), the latest period first. Each
// row says the round's period, where it stands today, its internship length, its allowances and
// how many jobs belong to it; "New round" and each row's Edit open the round's form, and Delete
// is offered only for a round no job belongs to (the API refuses the others), behind a question.
import type { AdminRound } from '@fis/shared/round-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import { useErrorText } from '../../../lib/form-errors';
import { useDeleteRound } from '../api/delete-round';
import { useAdminRounds } from '../api/get-admin-rounds';
import { RoundFormModal } from './round-form-modal';
import { RoundsTable } from './rounds-table';

/** The form: open or not, on a round or on a new one (null); the round stays while it closes. */
interface FormState {
  opened: boolean;
  round: AdminRound | null;
}

export function RoundsPage() {
  const { t, i18n } = useTranslation('rounds');
  const errorText = useErrorText();
  const query = useAdminRounds();
  const remove = useDeleteRound();
  const heading = useRef<HTMLHeadingElement>(null);
  const rounds = query.data?.items;
  const focus = useFocusAfterRemoval(
    rounds?.map((round) => round.id),
    heading,
  );
  const [form, setForm] = useState<FormState>({ opened: false, round: null });
  const [deleting, setDeleting] = useState<AdminRound | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const round = deleting;
    setFailure(null);
    try {
      await remove.mutateAsync(round.id);
      focus.leaving(round.id);
      notifications.show({ color: 'green', message: t('done.deleted', { name: roundName(round, i18n.language) }) });
    } catch (err) {
      setFailure(err);
    } finally {
      setDeleting(null);
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={44} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = <EmptyState title={t('empty')} hint={t('emptyHint')} />;
  } else {
    body = (
      <RoundsTable
        rounds={query.data.items}
        itemRef={focus.itemRef}
        onEdit={(round) => setForm({ opened: true, round })}
        onDelete={(round) => {
          setFailure(null);
          setDeleting(round);
        }}
      />
    );
  }

  const deletingName = deleting ? roundName(deleting, i18n.language) : '';
  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          {t('title')}
        </Title>
        <Button onClick={() => setForm({ opened: true, round: null })}>{t('new')}</Button>
      </Group>
      <Text c="dimmed" maw={760}>
        {t('intro')}
      </Text>
      {body}
      {failure ? (
        <Alert color="red" role="alert" variant="light">
          {errorText(failure)}
        </Alert>
      ) : null}
      <RoundFormModal
        opened={form.opened}
        round={form.round}
        rounds={rounds ?? []}
        onClose={() => setForm((open) => ({ ...open, opened: false }))}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title', { name: deletingName })}
        body={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
