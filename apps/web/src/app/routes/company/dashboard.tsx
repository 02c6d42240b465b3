// The company's dashboard. One feature's page as it is; its loader asks for what its first screen
// shows: the figures, the funded places, the hiring funnel and the jobs table's first page. Reading
// them records nothing; the page records its view once shown (docs/decisions/009, 047).
import type { LoaderFunctionArgs } from 'react-router';
import { companyJobStatisticsQuery } from '../../../features/dashboard/api/get-company-job-statistics';
import { companyStatisticsQuery } from '../../../features/dashboard/api/get-company-statistics';
import { hiringStatisticsQuery } from '../../../features/dashboard/api/get-hiring-statistics';
import { ownPlacesQuery } from '../../../features/dashboard/api/get-own-places';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetched(context, [
    companyStatisticsQuery(),
    ownPlacesQuery(),
    hiringStatisticsQuery(),
    companyJobStatisticsQuery(1),
  ]);

export { CompanyDashboardPage as default } from '../../../features/dashboard/components/company-dashboard-page';
