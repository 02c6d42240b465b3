// Education entries: a list with add, edit (in a dialog) and delete (after confirmation).
import type { CandidateProfile, EducationEntry, EducationValues } from '@fis/shared/candidate-profile-schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateEducation } from '../api/create-education';
import { useDeleteEducation } from '../api/delete-education';
import { useUpdateEducation } from '../api/update-education';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { EducationForm } from './education-form';
import { EntryCard } from './entry-card';
import { EntryModal } from './entry-modal';
import { useNotifyFailure, useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

type Editing = { mode: 'add' } | { mode: 'edit'; entry: EducationEntry } | null;

export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EducationEntry | null>(null);
  const create = useCreateEducation();
  const update = useUpdateEducation();
  const remove = useDeleteEducation();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();

  const institutionOf = (entry: EducationEntry) =>
    entry.institution === 'Other' && entry.institutionOther
      ? entry.institutionOther
      : t(`common:options.institution.${entry.institution}`);

  const save = async (values: EducationValues) => {
    if (editing?.mode === 'edit') {
      await update.mutateAsync({ id: editing.entry.id, input: values });
      notifySuccess('updated');
    } else {
      await create.mutateAsync(values);
      notifySuccess('created');
    }
    setEditing(null);
  };

  // New entries start from what the candidate gave at registration.
  const fromRegistration = {
    institution: profile.institution,
    institutionOther: profile.institutionOther ?? '',
    educationLevel: profile.educationLevel,
    programme: profile.programme,
    faculty: profile.faculty,
    graduationYear: profile.graduationYear,
  };

  return (
    <SectionCard
      title={t('education.title')}
      action={
        <Button size="xs" variant="light" onClick={() => setEditing({ mode: 'add' })}>
          {t('education.add')}
        </Button>
      }
    >
      {profile.education.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('education.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {profile.education.map((entry) => (
            <EntryCard
              key={entry.id}
              name={entry.programme}
              onEdit={() => setEditing({ mode: 'edit', entry })}
              onDelete={() => setDeleting(entry)}
            >
              <Text fw={600}>{entry.programme}</Text>
              <Text size="sm">{institutionOf(entry)}</Text>
              <Text size="sm" c="dimmed">
                {[
                  t(`common:options.educationLevel.${entry.educationLevel}`),
                  entry.faculty,
                  entry.yearOfStudy ? t('education.yearOfStudyOption', { year: entry.yearOfStudy }) : null,
                  t('education.graduating', { year: entry.graduationYear }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </EntryCard>
          ))}
        </Stack>
      )}

      <EntryModal
        opened={editing !== null}
        title={t(editing?.mode === 'edit' ? 'education.edit' : 'education.add')}
        formId="education-form"
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <EducationForm
            id="education-form"
            defaultValues={
              editing.mode === 'edit'
                ? {
                    ...editing.entry,
                    institutionOther: editing.entry.institutionOther ?? '',
                    faculty: editing.entry.faculty ?? '',
                  }
                : fromRegistration
            }
            onSubmit={save}
          />
        ) : null}
      </EntryModal>

      <ConfirmDeleteModal
        name={deleting?.programme ?? null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notifySuccess('deleted');
            setDeleting(null);
          } catch (err) {
            notifyFailure(err);
          }
        }}
      />
    </SectionCard>
  );
}
