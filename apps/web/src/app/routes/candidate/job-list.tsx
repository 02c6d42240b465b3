// The job search, with the candidate's recommended jobs below it (docs/decisions/027).
import { lazy, Suspense } from 'react';
import { JobListPage } from '../../../features/job-search/components/job-list-page';
import { usePageSettled } from '../../../lib/page-settled';

// Below the results, so they load once the search is drawn: their cards, dialog and scroll area
// would otherwise be downloaded and run before the page's first paint (docs/decisions/014).
const RecommendedJobsSection = lazy(() =>
  import('../../../features/recommendations/components/recommended-jobs-section').then((m) => ({
    default: m.RecommendedJobsSection,
  })),
);

export function Component() {
  const settled = usePageSettled();
  return (
    <JobListPage
      recommended={
        settled && (
          <Suspense fallback={null}>
            <RecommendedJobsSection />
          </Suspense>
        )
      }
    />
  );
}
