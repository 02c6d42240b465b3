// A profile section that is a list of entries (education, work experience): add and edit in a
// dialog, delete after a confirmation, each outcome told in a notification. The section gives
// its entries, how one reads, and its form; the list, the dialogs and the saving are done here.
import { Button, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { EntryCard } from './entry-card';
import { EntryModal } from './entry-modal';
import { useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

/** How a list's entries are saved: the candidate's own routes, or the admin's for a candidate. */
export interface EntryMutations<Values> {
  create: UseMutationResult<unknown, Error, Values>;
  update: UseMutationResult<unknown, Error, { id: string; input: Values }>;
  remove: UseMutationResult<unknown, Error, string>;
}

interface EntryListSectionProps<Entry extends { id: string }, Values> extends EntryMutations<Values> {
  /** The section's catalog keys in `profile`: `<key>.title`, `.add`, `.edit`, `.empty`. */
  catalogKey: 'education' | 'experience';
  entries: Entry[];
  /** Names the entry in its buttons' accessible names. */
  nameOf(entry: Entry): string;
  /** Names the entry in the delete confirmation. */
  deleteNameOf(entry: Entry): string;
  renderEntry(entry: Entry): ReactNode;
  /** Whether the entry may be deleted (all may, unless told). */
  canDelete?(entry: Entry): boolean;
  /** The form, with the entry to edit (null: a new one); it submits to `onSubmit`. */
  renderForm(props: { id: string; entry: Entry | null; onSubmit(values: Values): Promise<void> }): ReactNode;
}

export function EntryListSection<Entry extends { id: string }, Values>({
  catalogKey,
  entries,
  create,
  update,
  remove,
  nameOf,
  deleteNameOf,
  renderEntry,
  renderForm,
  canDelete = () => true,
}: EntryListSectionProps<Entry, Values>) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<{ entry: Entry | null } | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const notifySuccess = useNotifySuccess();
  const formId = `${catalogKey}-form`;

  const save = async (values: Values) => {
    if (editing?.entry) {
      await update.mutateAsync({ id: editing.entry.id, input: values });
      notifySuccess('updated');
    } else {
      await create.mutateAsync(values);
      notifySuccess('created');
    }
    setEditing(null);
  };

  return (
    <SectionCard
      title={t(`${catalogKey}.title`)}
      action={
        <Button size="xs" variant="light" onClick={() => setEditing({ entry: null })}>
          {t(`${catalogKey}.add`)}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`${catalogKey}.empty`)}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              name={nameOf(entry)}
              onEdit={() => setEditing({ entry })}
              onDelete={canDelete(entry) ? () => setDeleting(entry) : undefined}
            >
              {renderEntry(entry)}
            </EntryCard>
          ))}
        </Stack>
      )}

      <EntryModal
        opened={editing !== null}
        title={t(editing?.entry ? `${catalogKey}.edit` : `${catalogKey}.add`)}
        formId={formId}
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing ? renderForm({ id: formId, entry: editing.entry, onSubmit: save }) : null}
      </EntryModal>

      <ConfirmDeleteModal
        name={deleting ? deleteNameOf(deleting) : null}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onDelete={async () => deleting && remove.mutateAsync(deleting.id)}
      />
    </SectionCard>
  );
}
