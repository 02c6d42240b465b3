// Every applicant of the company's jobs: the applications feature's list, with the candidate
// bookmarks feature's toggle on each row and the interviews in the application drawer; below it,
// the recommendations feature's candidates per open job (docs/decisions/027).
import { CompanyCandidatesPage } from '../../../features/applications/components/company-candidates-page';
import { CandidateBookmarkToggle } from '../../../features/candidate-bookmarks/components/candidate-bookmark-toggle';
import { RecommendedCandidatesSection } from '../../../features/recommendations/components/recommended-candidates-section';
import { applicantName } from '../../../lib/applicant-name';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

export default function Component() {
  return (
    <CompanyCandidatesPage
      interviews={applicationInterviews}
      messageLink={companyMessageLink}
      recommended={<RecommendedCandidatesSection />}
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
