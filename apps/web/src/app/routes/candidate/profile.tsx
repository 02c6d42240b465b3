// The candidate's profile, with their eligibility above it and the jobs they want below it when it
// is their own (composed here: features do not import each other).
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CandidateProfilePage } from '../../../features/candidate-profile/components/candidate-profile-page';
import { OwnEligibilityPanel } from '../../../features/eligibility/components/own-eligibility-panel';
import { JobPreferencesPanel } from '../../../features/recommendations/components/job-preferences-panel';
import { useCurrentUser } from '../../../lib/current-user';

export function Component() {
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={960}>
      {user && user.id === id ? <OwnEligibilityPanel /> : null}
      <CandidateProfilePage />
      {user && user.id === id ? <JobPreferencesPanel /> : null}
    </Stack>
  );
}
