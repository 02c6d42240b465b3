// Work experience: a list with add, edit (in a dialog) and delete (after confirmation).
import type { CandidateProfile, ExperienceEntry, ExperienceValues } from '@fis/shared/candidate-profile-schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/dates';
import { useCreateExperience } from '../api/create-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { EntryCard } from './entry-card';
import { EntryModal } from './entry-modal';
import { ExperienceForm, emptyExperience } from './experience-form';
import { useNotifyFailure, useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

type Editing = { mode: 'add' } | { mode: 'edit'; entry: ExperienceEntry } | null;

/** 2025-06-01 as "Jun 2025" (or "2025年6月") in the language shown. */
function useMonthFormat() {
  const { i18n } = useTranslation();
  return (date: string) => formatMonth(date, i18n.language);
}

export function ExperienceSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ExperienceEntry | null>(null);
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const month = useMonthFormat();

  const save = async (values: ExperienceValues) => {
    if (editing?.mode === 'edit') {
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
      title={t('experience.title')}
      action={
        <Button size="xs" variant="light" onClick={() => setEditing({ mode: 'add' })}>
          {t('experience.add')}
        </Button>
      }
    >
      {profile.experience.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('experience.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {profile.experience.map((entry) => (
            <EntryCard
              key={entry.id}
              name={entry.jobTitle}
              onEdit={() => setEditing({ mode: 'edit', entry })}
              onDelete={() => setDeleting(entry)}
            >
              <Text fw={600}>{entry.jobTitle}</Text>
              <Text size="sm">{[entry.company, entry.location].filter(Boolean).join(' · ')}</Text>
              <Text size="sm" c="dimmed">
                {month(entry.startDate)} – {entry.endDate ? month(entry.endDate) : t('experience.present')}
              </Text>
              {entry.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {entry.description}
                </Text>
              ) : null}
            </EntryCard>
          ))}
        </Stack>
      )}

      <EntryModal
        opened={editing !== null}
        title={t(editing?.mode === 'edit' ? 'experience.edit' : 'experience.add')}
        formId="experience-form"
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <ExperienceForm
            id="experience-form"
            defaultValues={
              editing.mode === 'edit'
                ? {
                    company: editing.entry.company,
                    jobTitle: editing.entry.jobTitle,
                    location: editing.entry.location ?? '',
                    startDate: editing.entry.startDate,
                    endDate: editing.entry.endDate ?? '',
                    currentlyWorking: editing.entry.currentlyWorking,
                    description: editing.entry.description ?? '',
                  }
                : emptyExperience
            }
            onSubmit={save}
          />
        ) : null}
      </EntryModal>

      <ConfirmDeleteModal
        name={deleting ? `${deleting.jobTitle}, ${deleting.company}` : null}
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
