// /admin-portal/candidates/:id/edit: the admin edits a candidate's profile (admin-records), read
// first as the candidate's page reads it (candidate-view), which is refreshed once saved. Below
// the form, the candidate's education and experience lists (candidate-profile's own lists and
// forms), saving through the admin's routes (admin-records).
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  useAdminEducationMutations,
  useAdminExperienceMutations,
} from '../../../features/admin-records/api/candidate-entries';
import { CandidateProfileEditPage } from '../../../features/admin-records/components/candidate-profile-edit-page';
import { EducationEntries } from '../../../features/candidate-profile/components/education-section';
import { ExperienceEntries } from '../../../features/candidate-profile/components/experience-section';
import {
  candidateProfileKey,
  candidateProfileQuery,
  useCandidateProfile,
} from '../../../features/candidate-view/api/get-candidate-profile';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: candidateProfileQuery(params.id ?? '') });

function CandidateEntries({ profile, onChanged }: { profile: CandidateProfile; onChanged: () => unknown }) {
  const education = useAdminEducationMutations(profile.userId, onChanged);
  const experience = useAdminExperienceMutations(profile.userId, onChanged);
  return (
    <>
      <EducationEntries profile={profile} mutations={education} />
      <ExperienceEntries profile={profile} mutations={experience} />
    </>
  );
}

export default function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminRecords');
  const queryClient = useQueryClient();
  const profile = useCandidateProfile(id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateProfileKey(id) });
  if (profile.isPending) return <Skeleton height={600} maw={960} />;
  if (profile.isError) return <Alert color="red" role="alert" maw={960} title={t('profileEdit.loadError')} />;
  return (
    <CandidateProfileEditPage
      profile={profile.data}
      onSaved={refresh}
      entries={<CandidateEntries profile={profile.data} onChanged={refresh} />}
    />
  );
}
