// A job's page, with the candidate's eligibility rules for it and the confirmations they can give
// there (the eligibility-rules feature).
import type { JobDetail } from '@fis/shared/job-search-schemas';
import type { LoaderFunctionArgs } from 'react-router';
import { JobEligibilityPanel } from '../../../features/eligibility-rules/components/job-eligibility-panel';
import { jobQuery } from '../../../features/job-search/api/get-job';
import { JobDetailPage, JobNotAvailable } from '../../../features/job-search/components/job-detail-page';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';
import { saysGone } from '../../../lib/record-gone';

/**
 * Whether the page also asks for the scheme's rounds: where Apply would be, a job still shown and
 * not applied to, whose round has ended, names the next round (components/ui/application-period.tsx).
 */
const namesNextRound = (job: JobDetail) => job.visible && !job.applied && job.round.phase === 'ended';

// The job, and the rounds only where the page names the next one: known once the job is. A job the
// API does not answer (never public, removed) is said so in the server's HTML, with 404, as on its
// public page.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const query = jobQuery(params.id ?? '');
  const first = await prefetched(context, [], { record: query });
  const job = deliveredData<JobDetail>(first, query);
  if (!job || !namesNextRound(job)) return first;
  return joined(first, await prefetched(context, [publicRoundsQuery()]));
}

export default function Component() {
  return <JobDetailPage eligibility={(job) => job.rules && <JobEligibilityPanel answer={job.rules} />} />;
}

export const ErrorBoundary = saysGone(<JobNotAvailable />);
