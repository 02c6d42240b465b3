// An applicant's page: the profile (candidate-view), with "Write a message" (messages) and the
// bookmark toggle (candidate-bookmarks) beside the name and their applications to the company (applications) above the profile, each
// opening in the drawer.
import { Group } from '@mantine/core';
import { useState } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { candidateHistoryQuery, useCandidateHistory } from '../../../features/applications/api/get-company-candidates';
import { ApplicationHistory } from '../../../features/applications/components/application-history';
import { CandidateBookmarkToggle } from '../../../features/candidate-bookmarks/components/candidate-bookmark-toggle';
import { candidateProfileQuery } from '../../../features/candidate-view/api/get-candidate-profile';
import { CandidatePage } from '../../../features/candidate-view/components/candidate-page';
import { WriteMessageLink } from '../../../features/messages/components/write-message-link';
import { applicantName } from '../../../lib/applicant-name';
import { prefetched } from '../../../lib/prefetch.server';
import { CompanyApplicationView } from '../pipeline-parts';

// The profile and the candidate's applications to the company (not an application's drawer).
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [candidateHistoryQuery(params.id ?? '')], { record: candidateProfileQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  // Whether the company saved the candidate comes with their applications to it.
  const bookmarked = useCandidateHistory(id).data?.items[0]?.bookmarked;
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <CandidatePage
        id={id}
        headerAction={(profile) => (
          <Group gap="xs" wrap="nowrap">
            <WriteMessageLink area="company" to={profile.email} name={applicantName(profile)} />
            {bookmarked === undefined ? null : (
              <CandidateBookmarkToggle
                candidateId={profile.userId}
                name={applicantName(profile)}
                bookmarked={bookmarked}
                size="xl"
              />
            )}
          </Group>
        )}
      >
        {(profile) => <ApplicationHistory candidateId={profile.userId} onOpen={setViewing} />}
      </CandidatePage>
      <CompanyApplicationView id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
