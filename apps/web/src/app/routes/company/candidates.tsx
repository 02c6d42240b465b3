// Every applicant of the company's jobs: the applications feature's list, with the candidate
// bookmarks feature's toggle on each row and the interviews in the application drawer.
import { CompanyCandidatesPage } from '../../../features/applications/components/company-candidates-page';
import { CandidateBookmarkToggle } from '../../../features/candidate-bookmarks/components/candidate-bookmark-toggle';
import { applicantName } from '../../../lib/applicant-name';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

export function Component() {
  return (
    <CompanyCandidatesPage
      interviews={applicationInterviews}
      messageLink={companyMessageLink}
      bookmark={(row) => (
        <CandidateBookmarkToggle
          candidateId={row.candidate.id}
          name={applicantName(row.candidate)}
          bookmarked={row.bookmarked}
        />
      )}
    />
  );
}
