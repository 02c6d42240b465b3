// One job's applicants: the applications feature's list, moving applicants to interviewing with
// the interviews feature's form, the interviews in the application drawer, and the messages
// feature's "Write a message" on each row and in the drawer.
import { JobCandidatesPage } from '../../../features/applications/components/job-candidates-page';
import { InterviewModal } from '../../../features/interviews/components/interview-modal';
import { applicationInterviews, companyMessageLink } from '../pipeline-parts';

export default function Component() {
  return (
    <JobCandidatesPage
      interviews={applicationInterviews}
      interviewDialog={(props) => <InterviewModal {...props} />}
      messageLink={companyMessageLink}
    />
  );
}
