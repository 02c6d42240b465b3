// /admin-portal/eligibility/:id: one candidate's eligibility check (eligibility), their scans drawn
// by the office's viewer (document-viewer). Its loader asks for the check and the office's team (its
// "Assigned to" field); the scans are fetched by the browser only, into memory.
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { DocumentViewer } from '../../../features/document-viewer/components/document-viewer';
import { eligibilityCheckQuery } from '../../../features/eligibility/api/eligibility-check';
import { EligibilityCheckPage } from '../../../features/eligibility/components/eligibility-check-page';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [teamQuery()], { record: eligibilityCheckQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  return (
    <EligibilityCheckPage
      key={id}
      id={id}
      viewer={(documents) => <DocumentViewer documents={documents} />}
      notFound={<NotFoundPage />}
    />
  );
}
