// The moderation queue of company reviews. One feature's page as it is; its loader asks for the
// first page of the address's tab, and the office's team its "Assigned to" fields list.
import type { LoaderFunctionArgs } from 'react-router';
import { readAssigneeParam } from '../../../components/ui/mine-switch';
import { adminReviewsQuery } from '../../../features/reviews/api/admin-reviews';
import { readReviewQueue } from '../../../features/reviews/components/admin-reviews-page';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  return prefetched(context, [
    adminReviewsQuery(readReviewQueue(params), 1, readAssigneeParam(params).assignee),
    teamQuery(),
  ]);
};

export { AdminReviewsPage as default } from '../../../features/reviews/components/admin-reviews-page';
