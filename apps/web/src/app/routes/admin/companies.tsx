// /admin-portal/companies: every company, searched and filtered. Its loader reads the address with
// the list's schema and hands the page that query (so the page carries no schema code), and asks for
// the page of companies it chooses, the list's saved views and the rounds of the round filter.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminListPageQueries } from '../../../features/admin-lists/api/admin-lists';
import { roundChoicesQuery } from '../../../features/admin-lists/api/get-round-choices';
import { CompaniesListPage } from '../../../features/admin-lists/components/companies-list-page';
import { readCompanyListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = readCompanyListQuery(new URL(request.url).searchParams);
  return { ...(await prefetched(context, [...adminListPageQueries('companies', query), roundChoicesQuery()])), query };
}

export default function Component() {
  return <CompaniesListPage query={useLoaderData<typeof loader>().query} />;
}
