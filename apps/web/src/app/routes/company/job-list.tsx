// The company's jobs. One feature's page as it is; its loader asks for the list the address names.
import type { LoaderFunctionArgs } from 'react-router';
import { companyJobsQuery } from '../../../features/company-jobs/api/get-company-jobs';
import { readCompanyJobFilters } from '../../../features/company-jobs/components/job-list-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [companyJobsQuery(readCompanyJobFilters(new URL(request.url).searchParams))]);

export { JobListPage as default } from '../../../features/company-jobs/components/job-list-page';
