// Work experience: a list with add, edit (in a dialog) and delete (after confirmation).
import type { CandidateProfile } from '@fis/shared/candidate-profile-schemas';
import { ExperienceEntryText } from '../../../components/profile-entries';
import { useCreateExperience } from '../api/create-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { EntryListSection } from './entry-list-section';
import { ExperienceForm, emptyExperience } from './experience-form';

export function ExperienceSection({ profile }: { profile: CandidateProfile }) {
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();

  return (
    <EntryListSection
      catalogKey="experience"
      entries={profile.experience}
      create={create}
      update={update}
      remove={remove}
      nameOf={(entry) => entry.jobTitle}
      deleteNameOf={(entry) => `${entry.jobTitle}, ${entry.company}`}
      renderEntry={(entry) => <ExperienceEntryText entry={entry} />}
      renderForm={({ id, entry, onSubmit }) => (
        <ExperienceForm
          id={id}
          defaultValues={
            entry
              ? {
                  company: entry.company,
                  jobTitle: entry.jobTitle,
                  location: entry.location ?? '',
                  startDate: entry.startDate,
                  endDate: entry.endDate ?? '',
                  currentlyWorking: entry.currentlyWorking,
                  description: entry.description ?? '',
                }
              : emptyExperience
          }
          onSubmit={onSubmit}
        />
      )}
    />
  );
}
