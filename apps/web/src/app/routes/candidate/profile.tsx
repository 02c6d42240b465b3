// The candidate's profile, with their eligibility and their confirmations for the eligibility
// rules above it and the jobs they want below it when it is their own (composed here: features
// do not import each other).
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CandidateProfilePage } from '../../../features/candidate-profile/components/candidate-profile-page';
import { OwnEligibilityPanel } from '../../../features/eligibility/components/own-eligibility-panel';
import { DeclarationsSection } from '../../../features/eligibility-rules/components/declarations-section';
import { JobPreferencesPanel } from '../../../features/recommendations/components/job-preferences-panel';
import { useCurrentUser } from '../../../lib/current-user';

export default function Component() {
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={960}>
      {user && user.id === id ? <OwnEligibilityPanel /> : null}
      {user && user.id === id ? <DeclarationsSection /> : null}
      <CandidateProfilePage />
      {user && user.id === id ? <JobPreferencesPanel /> : null}
    </Stack>
  );
}
