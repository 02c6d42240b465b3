// A job's page, with the candidate's eligibility rules for it and the confirmations they can give
// there (the eligibility-rules feature).
import { JobEligibilityPanel } from '../../../features/eligibility-rules/components/job-eligibility-panel';
import { JobDetailPage } from '../../../features/job-search/components/job-detail-page';

export default function Component() {
  return <JobDetailPage eligibility={(job) => job.rules && <JobEligibilityPanel answer={job.rules} />} />;
}
