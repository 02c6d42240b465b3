// Education entries: a list with add, edit (in a dialog) and delete (after confirmation). The
// first is the current studies, which the profile's header shows; the only entry cannot be deleted
// (the profile always says what the candidate studies). EducationEntries is the same list saving
// through other mutations: the admin's edit of a candidate's entries, composed in its route file.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationInput } from '@fis/shared/candidate-profile-schemas';
import { EducationEntryText } from '../../../components/profile-entries';
import { useCreateEducation } from '../api/create-education';
import { useDeleteEducation } from '../api/delete-education';
import { useUpdateEducation } from '../api/update-education';
import { EducationForm } from './education-form';
import { EntryListSection, type EntryMutations } from './entry-list-section';

export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const create = useCreateEducation();
  const update = useUpdateEducation();
  const remove = useDeleteEducation();
  return <EducationEntries profile={profile} mutations={{ create, update, remove }} />;
}

export function EducationEntries({
  profile,
  mutations,
}: {
  profile: CandidateProfile;
  mutations: EntryMutations<EducationInput>;
}) {
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
    <EntryListSection
      catalogKey="education"
      entries={profile.education}
      {...mutations}
      nameOf={(entry) => entry.programme}
      deleteNameOf={(entry) => entry.programme}
      renderEntry={(entry) => <EducationEntryText entry={entry} />}
      canDelete={() => profile.education.length > 1}
      renderForm={({ id, entry, onSubmit }) => (
        <EducationForm
          id={id}
          defaultValues={
            entry
              ? { ...entry, institutionOther: entry.institutionOther ?? '', faculty: entry.faculty ?? '' }
              : fromRegistration
          }
          onSubmit={onSubmit}
        />
      )}
    />
  );
}
