// /admin-portal/jobs: every company's jobs, searched and filtered (the approval queue: job-approvals.tsx).
// Its loader reads the address with the list's schema and hands the page that query (so the page
// carries no schema code), and asks for the page of jobs it chooses and the list's saved views.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminListPageQueries } from '../../../features/admin-lists/api/admin-lists';
import { JobsListPage } from '../../../features/admin-lists/components/jobs-list-page';
import { readJobListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = readJobListQuery(new URL(request.url).searchParams);
  return { ...(await prefetched(context, adminListPageQueries('jobs', query))), query };
}

export default function Component() {
  return <JobsListPage query={useLoaderData<typeof loader>().query} />;
}
