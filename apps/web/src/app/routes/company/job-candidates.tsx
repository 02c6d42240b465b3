// One job's applicants: the applications feature's list, moving applicants to interviewing with
// the interviews feature's form, the interviews in the application drawer, and the messages
// feature's "Write a message" on each row and in the drawer. Its loader asks for the job and the
// page of its applicants the address's tab, search and page choose.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ownJobQuery } from '../../../features/applications/api/get-company-job';
import { jobCandidatesQuery } from '../../../features/applications/api/get-job-candidates';
import { JobCandidatesPage } from '../../../features/applications/components/job-candidates-page';
import { readJobCandidateFilters } from '../../../features/applications/utils/applicant-list-filters';
import { lazyUntilOpen } from '../../../lib/lazy-until-open';
import { prefetched } from '../../../lib/prefetch.server';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

const InterviewModal = lazyUntilOpen(
  () => import('../../../features/interviews/components/interview-modal'),
  'InterviewModal',
  (props) => props.opened,
);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const filters = readJobCandidateFilters(new URL(request.url).searchParams);
  return { ...(await prefetched(context, [ownJobQuery(id), jobCandidatesQuery(id, filters)])), filters };
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
