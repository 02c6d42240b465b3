// /admin-portal/applications: every company's applications, searched and filtered. Its loader reads
// the address with the list's schema and hands the page that query (so the page carries no schema
// code), and asks for the page of applications it chooses and the list's saved views.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminListPageQueries } from '../../../features/admin-lists/api/admin-lists';
import { ApplicationsListPage } from '../../../features/admin-lists/components/applications-list-page';
import { readApplicationListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = readApplicationListQuery(new URL(request.url).searchParams);
  return { ...(await prefetched(context, adminListPageQueries('applications', query))), query };
}

export default function Component() {
  return <ApplicationsListPage query={useLoaderData<typeof loader>().query} />;
}
