// Work experience: a list with add, edit (in a dialog) and delete (after confirmation).
// ExperienceEntries is the same list saving through other mutations: the admin's edit of a
// candidate's entries, composed in its route file.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { ExperienceInput } from '@fis/shared/candidate-profile-schemas';
import { ExperienceEntryText } from '../../../components/profile-entries';
import { useCreateExperience } from '../api/create-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { EntryListSection, type EntryMutations } from './entry-list-section';
import { ExperienceForm, emptyExperience } from './experience-form';

export function ExperienceSection({ profile }: { profile: CandidateProfile }) {
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  return <ExperienceEntries profile={profile} mutations={{ create, update, remove }} />;
}

export function ExperienceEntries({
  profile,
  mutations,
}: {
  profile: CandidateProfile;
  mutations: EntryMutations<ExperienceInput>;
}) {
  return (
    <EntryListSection
      catalogKey="experience"
      entries={profile.experience}
      {...mutations}
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
