// Every applicant of the company's jobs: the applications feature's list, with the candidate
// bookmarks feature's toggle on each row and the interviews in the application drawer; below it,
// the recommendations feature's candidates per open job (docs/decisions/027).
import type { CompanyJobPage } from '@fis/shared/company-job-schemas';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { companyCandidatesQuery } from '../../../features/applications/api/get-company-candidates';
import { ownJobQuery } from '../../../features/applications/api/get-company-job';
import { companyJobOptionsQuery } from '../../../features/applications/api/get-company-job-options';
import { CompanyCandidatesPage } from '../../../features/applications/components/company-candidates-page';
import { readCompanyCandidateFilters } from '../../../features/applications/utils/applicant-list-filters';
import { CandidateBookmarkToggle } from '../../../features/candidate-bookmarks/components/candidate-bookmark-toggle';
import {
  openJobsQuery,
  recommendedCandidatesQuery,
} from '../../../features/recommendations/api/recommended-candidates';
import { RecommendedCandidatesSection } from '../../../features/recommendations/components/recommended-candidates-section';
import { applicantName } from '../../../lib/applicant-name';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

// The applicants the address's filters choose, the job filter's first choices (and the chosen
// job's name), the open jobs, then each open job's recommended candidates: known once the jobs are.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const filters = readCompanyCandidateFilters(new URL(request.url).searchParams);
  const jobs = openJobsQuery();
  const first = await prefetched(context, [
    companyCandidatesQuery(filters),
    companyJobOptionsQuery(''),
    ...(filters.jobId ? [ownJobQuery(filters.jobId)] : []),
    jobs,
  ]);
  const recommended = (deliveredData<CompanyJobPage>(first, jobs)?.items ?? []).map((job) =>
    recommendedCandidatesQuery(job.id),
  );
  const data = recommended.length === 0 ? first : joined(first, await prefetched(context, recommended));
  return { ...data, filters };
}

export default function Component() {
  return (
    <CompanyCandidatesPage
      filters={useLoaderData<typeof loader>().filters}
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
