// The scheme office's dashboard. One feature's page as it is; its loader asks for what its first
// screen shows: what waits for the office, the scheme's figures and the first page of companies
// waiting for approval, with the office's team their "Assigned to" fields list.
import type { LoaderFunctionArgs } from 'react-router';
import { pendingCompaniesQuery } from '../../../features/admin/api/get-companies';
import { schemeStatisticsQuery } from '../../../features/admin/api/get-scheme-statistics';
import { waitingCountsQuery } from '../../../features/admin/api/get-waiting-counts';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetched(context, [waitingCountsQuery(), schemeStatisticsQuery(), pendingCompaniesQuery(1), teamQuery()]);

export { AdminDashboardPage as default } from '../../../features/admin/components/admin-dashboard-page';
