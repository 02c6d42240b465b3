// The application form, with the candidate's eligibility rules for the job and the confirmations
// they can give there (the eligibility-rules feature).
import { ApplyJobPage } from '../../../features/applications/components/apply-job-page';
import { JobEligibilityPanel } from '../../../features/eligibility-rules/components/job-eligibility-panel';

export default function Component() {
  return <ApplyJobPage eligibility={(job) => job.rules && <JobEligibilityPanel answer={job.rules} />} />;
}
