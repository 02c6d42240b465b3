// The candidate's applications; an application's drawer shows its interviews and a way to write
// to the company (the messages feature).
import { CandidateApplicationsPage } from '../../../features/applications/components/candidate-applications-page';
import { applicationInterviews, candidateCompanyMessage } from '../pipeline-parts';

export default function Component() {
  return <CandidateApplicationsPage interviews={applicationInterviews} companyMessage={candidateCompanyMessage} />;
}
