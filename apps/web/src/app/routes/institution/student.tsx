// /institution/students/:id: one of the coordinator's students (institution), their scans drawn by
// the viewer the office uses (document-viewer), from the coordinator's own route. Its loader asks
// for the student; the scans are fetched by the browser only, into memory.
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { DocumentViewer } from '../../../features/document-viewer/components/document-viewer';
import { institutionStudentQuery } from '../../../features/institution/api/students';
import { StudentPage } from '../../../features/institution/components/student-page';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: institutionStudentQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  return (
    <StudentPage
      key={id}
      id={id}
      viewer={(documents) => <DocumentViewer documents={documents} />}
      notFound={<NotFoundPage />}
    />
  );
}
