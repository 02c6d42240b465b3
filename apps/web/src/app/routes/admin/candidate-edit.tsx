// /admin-portal/candidates/:id/edit: the admin edits a candidate's profile (admin-records), read
// first as the candidate's page reads it (candidate-view), which is refreshed once saved.
import { Alert, Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CandidateProfileEditPage } from '../../../features/admin-records/components/candidate-profile-edit-page';
import { candidateProfileKey, useCandidateProfile } from '../../../features/candidate-view/api/get-candidate-profile';

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminRecords');
  const queryClient = useQueryClient();
  const profile = useCandidateProfile(id);
  if (profile.isPending) return <Skeleton height={600} maw={960} />;
  if (profile.isError) return <Alert color="red" role="alert" maw={960} title={t('profileEdit.loadError')} />;
  return (
    <CandidateProfileEditPage
      profile={profile.data}
      onSaved={() => queryClient.invalidateQueries({ queryKey: candidateProfileKey(id) })}
    />
  );
}
