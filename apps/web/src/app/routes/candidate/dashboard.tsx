// The candidate's dashboard, its recommended jobs drawn by the recommendations feature (with why,
// and "not interested"; docs/decisions/027).
import type { LoaderFunctionArgs } from 'react-router';
import { candidateStatisticsQuery } from '../../../features/dashboard/api/get-candidate-statistics';
import { CandidateDashboardPage } from '../../../features/dashboard/components/candidate-dashboard-page';
import { recommendedJobsQuery } from '../../../features/recommendations/api/recommended-jobs';
import { RecommendedJobCards } from '../../../features/recommendations/components/recommended-job-cards';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetched(context, [candidateStatisticsQuery(), recommendedJobsQuery()]);

export default function Component() {
  return (
    <CandidateDashboardPage
      recommended={(jobs, refresh) => <RecommendedJobCards items={jobs} onDismissed={refresh} />}
    />
  );
}
