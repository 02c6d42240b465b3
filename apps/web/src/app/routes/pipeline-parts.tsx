// Pieces of the hiring pipeline that join two features, shared by the candidate's and the
// company's route files: an application's interviews (the interviews feature) shown inside the
// applications feature's drawers.
import type { InterviewsSlot } from '../../features/applications/components/application-details';
import { CompanyApplicationDrawer } from '../../features/applications/components/company-application-drawer';
import { InterviewList } from '../../features/interviews/components/interview-list';

export const applicationInterviews: InterviewsSlot = (application) => <InterviewList application={application} />;

/** The company's view of one application, with its interviews. */
export function CompanyApplicationView({ id, onClose }: { id: string | null; onClose(): void }) {
  return <CompanyApplicationDrawer id={id} onClose={onClose} interviews={applicationInterviews} />;
}
