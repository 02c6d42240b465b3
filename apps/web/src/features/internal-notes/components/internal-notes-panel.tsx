// "Office notes" on a record's page (decision 052): what officers wrote about this candidate,
// company or job for each other, newest first, each with its author and when (the exact Hong Kong
// time in its tooltip); a box to add one; and, on one's own notes, Delete after a confirmation.
// Only the office sees them, which the section says.
import { addNoteInputSchema, type NoteSubject } from '@fis/shared/internal-note-schemas';
import { MESSAGE_BODY_MAX_LENGTH } from '@fis/shared/limits';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { LoadError } from '../../../components/ui/list-states';
import { RelativeTime } from '../../../components/ui/relative-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCurrentUser } from '../../../lib/current-user';
import { useDates } from '../../../lib/dates';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useAddNote, useDeleteNote, useNotes } from '../api/internal-notes';

export function InternalNotesPanel({ subjectType, subjectId }: { subjectType: NoteSubject; subjectId: string }) {
  const { t } = useTranslation('internalNotes');
  const errorText = useErrorText();
  const notifyFailure = useNotifyFailure();
  const dates = useDates();
  const me = useCurrentUser().data;
  const notes = useNotes(subjectType, subjectId);
  const add = useAddNote();
  const remove = useDeleteNote();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = addNoteInputSchema.shape.body.safeParse(body);
    if (!checked.success) return setError(t(`errors:${checked.error.issues[0]?.message ?? 'FIELD_INVALID'}`));
    add.mutate(
      { subjectType, subjectId, body },
      {
        onSuccess: () => {
          setBody('');
          setError(undefined);
          notifications.show({ color: 'green', message: t('added') });
        },
        onError: (err) => {
          const issue = fieldIssuesOf(err).find((one) => one.field === 'body');
          if (issue) setError(t(`errors:${issue.code}`));
          else notifyFailure(err);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
      onError: notifyFailure,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <ContentSection title={t('title')}>
      <Text size="sm" c="dimmed">
        {t('onlyOffice')}
      </Text>
      {notes.isPending ? (
        <Skeleton height={60} />
      ) : notes.isError ? (
        <LoadError message={t('loadFailed')} detail={errorText(notes.error)} onRetry={() => notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <SectionEmpty>{t('empty')}</SectionEmpty>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notes.data.items.map((note) => (
            <Stack key={note.id} gap={2} component="li">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {note.author?.email ?? t('formerOfficer')}
                </Text>
                <RelativeTime iso={note.createdAt} size="xs" c="dimmed" />
                {note.author && note.author.id === me?.id ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    aria-label={t('deleteLabel', { time: dates.dateTime(note.createdAt) })}
                    onClick={() => setDeleting(note.id)}
                  >
                    {t('delete')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <LimitedTextarea
            label={t('new')}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setError(undefined);
            }}
            maxLength={MESSAGE_BODY_MAX_LENGTH}
            error={error}
            autosize
            minRows={2}
            maxRows={8}
          />
          <Group justify="flex-end">
            <SubmitButton submitting={add.isPending}>{t('add')}</SubmitButton>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        body={t('deleteBody')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ContentSection>
  );
}
