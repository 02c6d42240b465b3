// The scheme office's eligibility checks. One feature's page as it is; its loader asks for the
// candidates the address's tab, search, institution and page choose, and the office's team their
// "Assigned to" fields list.
import type { LoaderFunctionArgs } from 'react-router';
import { eligibilityQueueQuery } from '../../../features/eligibility/api/eligibility-queue';
import { readEligibilityQueueQuery } from '../../../features/eligibility/components/eligibility-queue-page';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [
    eligibilityQueueQuery(readEligibilityQueueQuery(new URL(request.url).searchParams)),
    teamQuery(),
  ]);

export { EligibilityQueuePage as default } from '../../../features/eligibility/components/eligibility-queue-page';
