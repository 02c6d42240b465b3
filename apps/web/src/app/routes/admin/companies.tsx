// /admin-portal/companies: every company, searched and filtered. One feature's page as it is; its
// loader asks for the page of companies the address's filters, search, sort and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { adminListQuery } from '../../../features/admin-lists/api/admin-lists';
import { readCompanyListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [adminListQuery('companies', readCompanyListQuery(new URL(request.url).searchParams))]);

export { CompaniesListPage as default } from '../../../features/admin-lists/components/companies-list-page';
