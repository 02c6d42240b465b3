// The candidate's profile, with their eligibility and their confirmations for the eligibility
// rules above it and the jobs they want below it when it is their own (composed here: features
// do not import each other).
import { Stack } from '@mantine/core';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { fileAccessQuery } from '../../../features/candidate-profile/api/get-file-access';
import { myProfileQuery } from '../../../features/candidate-profile/api/get-my-profile';
import { CandidateProfilePage } from '../../../features/candidate-profile/components/candidate-profile-page';
import { ownEligibilityQuery } from '../../../features/eligibility/api/own-eligibility';
import { OwnEligibilityPanel } from '../../../features/eligibility/components/own-eligibility-panel';
import { declarationsQuery } from '../../../features/eligibility-rules/api/declarations';
import { DeclarationsSection } from '../../../features/eligibility-rules/components/declarations-section';
import { jobPreferencesQuery } from '../../../features/recommendations/api/job-preferences';
import { JobPreferencesPanel } from '../../../features/recommendations/components/job-preferences-panel';
import { useCurrentUser } from '../../../lib/current-user';
import { prefetched } from '../../../lib/prefetch.server';

// Their own profile's parts; another id's page is the not-found page, with 404.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const user = await context.currentUser();
  if (user === null || user.id !== params.id) throw data(null, { status: 404 });
  return prefetched(context, [
    myProfileQuery(),
    ownEligibilityQuery(),
    fileAccessQuery(),
    declarationsQuery(),
    jobPreferencesQuery(),
  ]);
}

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
