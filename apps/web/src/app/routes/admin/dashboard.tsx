// The scheme office's dashboard. One feature's page as it is; its loader asks for what its first
// screen shows: what waits for the office, the scheme's figures and the first page of companies
// waiting for approval.
import type { LoaderFunctionArgs } from 'react-router';
import { pendingCompaniesQuery } from '../../../features/admin/api/get-companies';
import { schemeStatisticsQuery } from '../../../features/admin/api/get-scheme-statistics';
import { waitingCountsQuery } from '../../../features/admin/api/get-waiting-counts';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetched(context, [waitingCountsQuery(), schemeStatisticsQuery(), pendingCompaniesQuery(1)]);

export { AdminDashboardPage as default } from '../../../features/admin/components/admin-dashboard-page';
