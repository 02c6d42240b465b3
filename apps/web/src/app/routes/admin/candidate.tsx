// /admin-portal/candidates/:id: a candidate's page for the scheme office. The profile with its
// documents (candidate-view: each opening audited by the API), with "Edit profile", "Write a
// message" (messages) and its account's page beside the name, and the record (admin-records: applications, messages with the office,
// audit trail) and "Recommend jobs" (office-recommendations: the office's picks for the candidate,
// with the match while choosing) above it, and the office's notes about them (internal-notes).
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { candidateRecordQuery } from '../../../features/admin-records/api/get-candidate-record';
import { AccountLink } from '../../../features/admin-records/components/account-link';
import {
  CandidateRecordSections,
  EditCandidateProfileLink,
} from '../../../features/admin-records/components/candidate-record-sections';
import { candidateProfileQuery } from '../../../features/candidate-view/api/get-candidate-profile';
import { CandidatePage } from '../../../features/candidate-view/components/candidate-page';
import { notesQuery } from '../../../features/internal-notes/api/internal-notes';
import { InternalNotesPanel } from '../../../features/internal-notes/components/internal-notes-panel';
import { WriteMessageLink } from '../../../features/messages/components/write-message-link';
import { jobChoicesQuery } from '../../../features/office-recommendations/api/choices';
import { RecommendJobsSection } from '../../../features/office-recommendations/components/recommend-jobs-section';
import { prefetched } from '../../../lib/prefetch.server';

// The profile (the API records the office's reading of it), the record and the jobs recommended
// (no search typed yet), drawn under the profile.
export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return prefetched(context, [candidateProfileQuery(id), jobChoicesQuery(id, ''), notesQuery('candidate', id)], {
    record: candidateRecordQuery(id),
  });
};

export default function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminRecords');
  return (
    <CandidatePage
      id={id}
      backTo="/admin-portal/candidates"
      backLabel={t('candidate.back')}
      headerAction={(profile) => (
        <Group gap="xs">
          <EditCandidateProfileLink candidateId={profile.userId} />
          <WriteMessageLink area="admin" to={profile.email} name={profile.englishName} size="sm" />
          <AccountLink userId={profile.userId} />
        </Group>
      )}
    >
      {(profile) => (
        <Stack gap="lg">
          <CandidateRecordSections candidateId={profile.userId} />
          <InternalNotesPanel subjectType="candidate" subjectId={profile.userId} />
          <RecommendJobsSection candidateId={profile.userId} />
        </Stack>
      )}
    </CandidatePage>
  );
}
