// The application form, with the candidate's eligibility rules for the job and the confirmations
// they can give there (the eligibility-rules feature).
import type { JobDetail } from '@fis/shared/job-search-schemas';
import type { LoaderFunctionArgs } from 'react-router';
import { applyJobDetailQuery, ownProfileQuery } from '../../../features/applications/api/get-apply-context';
import { ApplyJobPage } from '../../../features/applications/components/apply-job-page';
import { JobEligibilityPanel } from '../../../features/eligibility-rules/components/job-eligibility-panel';
import { JobNotAvailable } from '../../../features/job-search/components/job-detail-page';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';
import { saysGone } from '../../../lib/record-gone';

/** Whether the page names the next round: a job still open, not applied to, whose round has ended. */
const namesNextRound = (job: JobDetail) => !job.applied && job.visible && job.round.phase === 'ended';

// The job and the profile, and the rounds only where the page names the next one: known once the job
// is. A job the API does not answer is said so in the server's HTML, with 404, as on its own page.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const query = applyJobDetailQuery(params.id ?? '');
  const first = await prefetched(context, [ownProfileQuery()], { record: query });
  const job = deliveredData<JobDetail>(first, query);
  return job && namesNextRound(job) ? joined(first, await prefetched(context, [publicRoundsQuery()])) : first;
}

export default function Component() {
  return <ApplyJobPage eligibility={(job) => job.rules && <JobEligibilityPanel answer={job.rules} />} />;
}

export const ErrorBoundary = saysGone(<JobNotAvailable />);
