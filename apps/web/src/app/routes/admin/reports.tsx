// The office's reports for the funder: places, the flow of applications and the allowances, with
// charts. One feature's page as it is; the only page that loads the charting code. Its loader asks
// for the rounds of the filters and the figures of the report the address shows (one tab at a time).
import type { LoaderFunctionArgs } from 'react-router';
import { reportQuery } from '../../../features/reports/api/get-report';
import { reportRoundsQuery } from '../../../features/reports/api/get-report-rounds';
import { readReportFilters } from '../../../features/reports/hooks/use-report-filters';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { report, filters } = readReportFilters(new URL(request.url).searchParams);
  return prefetched(context, [reportRoundsQuery(), reportQuery(report, filters)]);
};

export { ReportsPage as default } from '../../../features/reports/components/reports-page';
