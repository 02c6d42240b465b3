// The job search, with the candidate's recommended jobs above it (docs/decisions/027).
import { JobListPage } from '../../../features/job-search/components/job-list-page';
import { RecommendedJobsSection } from '../../../features/recommendations/components/recommended-jobs-section';

export function Component() {
  return <JobListPage recommended={<RecommendedJobsSection />} />;
}
