// One job's applicants: the applications feature's list, moving applicants to interviewing with
// the interviews feature's form, the interviews in the application drawer, and the messages
// feature's "Write a message" on each row and in the drawer. Its loader asks for the job and the
// page of its applicants the address's tab, search and page choose, then the company's places in
// the job's round (known once the job is), which the offer's note reads.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ownJobQuery } from '../../../features/applications/api/get-company-job';
import { jobCandidatesQuery } from '../../../features/applications/api/get-job-candidates';
import { roundPlacesQuery } from '../../../features/applications/api/get-round-places';
import { JobCandidatesPage } from '../../../features/applications/components/job-candidates-page';
import { readJobCandidateFilters } from '../../../features/applications/utils/applicant-list-filters';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

const InterviewModal = lazyUntilOpen(
  () => import('../../../features/interviews/components/interview-modal'),
  'InterviewModal',
  (props) => props.opened,
);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const filters = readJobCandidateFilters(new URL(request.url).searchParams);
  const first = await prefetched(context, [jobCandidatesQuery(id, filters)], { record: ownJobQuery(id) });
  const job = deliveredData<CompanyJob>(first, ownJobQuery(id));
  if (!job) return { ...first, filters };
  return { ...joined(first, await prefetched(context, [roundPlacesQuery(job.round.id)])), filters };
}

export default function Component() {
  return (
    <JobCandidatesPage
      filters={useLoaderData<typeof loader>().filters}
      interviews={applicationInterviews}
      interviewDialog={(props) => <InterviewModal {...props} />}
      messageLink={companyMessageLink}
    />
  );
}
