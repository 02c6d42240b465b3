// Pieces of the hiring pipeline that join two features, shared by the candidate's and the
// company's route files: an application's interviews (the interviews feature) shown inside the
// applications feature's drawers, and the messages feature's "Write a message" to an applicant.
// The drawers and the interviews in them load when a drawer first opens (lib/lazy-until-open.tsx).
import { lazy, Suspense } from 'react';
import type {
  CompanyMessageSlot,
  InterviewsSlot,
  MessageLinkSlot,
} from '../../features/applications/components/application-details';
import { CompanyApplicationDrawer } from '../../features/applications/components/lazy-application-drawers';
import { WriteMessageLink } from '../../features/messages/components/write-message-link';
import { WriteToCompanyLink } from '../../features/messages/components/write-to-company-link';

const InterviewList = lazy(() =>
  import('../../features/interviews/components/interview-list').then((m) => ({ default: m.InterviewList })),
);

export const applicationInterviews: InterviewsSlot = (application) => (
  <Suspense fallback={null}>
    <InterviewList application={application} />
  </Suspense>
);

/** A company's "Write a message" to an applicant, the job's position as the subject. */
export const companyMessageLink: MessageLinkSlot = ({ email, name, subject }) => (
  <WriteMessageLink area="company" to={email} name={name} subject={subject} />
);

/** A candidate's "Write a message" to the company of an application, about its position. */
export const candidateCompanyMessage: CompanyMessageSlot = ({ job }) => (
  <WriteToCompanyLink
    names={[job.original?.companyName, job.companyName]}
    company={{ name: job.companyName, nameZh: job.companyNameZh }}
    subject={job.positionName}
  />
);

/** The company's view of one application, with its interviews. */
export function CompanyApplicationView({ id, onClose }: { id: string | null; onClose(): void }) {
  return (
    <CompanyApplicationDrawer
      id={id}
      onClose={onClose}
      interviews={applicationInterviews}
      messageLink={companyMessageLink}
    />
  );
}
