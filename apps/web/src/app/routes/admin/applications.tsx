// /admin-portal/applications: every company's applications, searched and filtered. One feature's
// page as it is; its loader asks for the page of applications the address's filters, search, sort
// and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { adminListQuery } from '../../../features/admin-lists/api/admin-lists';
import { readApplicationListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [adminListQuery('applications', readApplicationListQuery(new URL(request.url).searchParams))]);

export { ApplicationsListPage as default } from '../../../features/admin-lists/components/applications-list-page';
