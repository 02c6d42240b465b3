// /admin-portal/jobs: every company's jobs, searched and filtered (the approval queue: job-approvals.tsx).
// One feature's page as it is; its loader asks for the page of jobs the address's filters, search,
// sort and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { adminListQuery } from '../../../features/admin-lists/api/admin-lists';
import { readJobListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [adminListQuery('jobs', readJobListQuery(new URL(request.url).searchParams))]);

export { JobsListPage as default } from '../../../features/admin-lists/components/jobs-list-page';
