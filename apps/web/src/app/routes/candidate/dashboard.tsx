// The candidate's dashboard, its recommended jobs drawn by the recommendations feature (with why,
// and "not interested"; docs/decisions/027).
import { CandidateDashboardPage } from '../../../features/dashboard/components/candidate-dashboard-page';
import { RecommendedJobCards } from '../../../features/recommendations/components/recommended-job-cards';

export default function Component() {
  return (
    <CandidateDashboardPage
      recommended={(jobs, refresh) => <RecommendedJobCards items={jobs} onDismissed={refresh} />}
    />
  );
}
