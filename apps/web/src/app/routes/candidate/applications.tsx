// The candidate's applications; an application's drawer shows its interviews.
import { CandidateApplicationsPage } from '../../../features/applications/components/candidate-applications-page';
import { applicationInterviews } from '../pipeline-parts';

export function Component() {
  return <CandidateApplicationsPage interviews={applicationInterviews} />;
}
