// /admin-portal/applications/:id: one application for the scheme office (applications), with its
// interviews (interviews, as the pipeline's drawers show them) and the office's notes about it
// (internal-notes). Its loader asks for the application and the notes.
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { applicationQuery } from '../../../features/applications/api/get-application';
import { OfficeApplicationPage } from '../../../features/applications/components/office-application-page';
import { notesQuery } from '../../../features/internal-notes/api/internal-notes';
import { InternalNotesPanel } from '../../../features/internal-notes/components/internal-notes-panel';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';
import { applicationInterviews } from '../pipeline-parts';

export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return prefetched(context, [notesQuery('application', id)], { record: applicationQuery(id) });
};

export default function Component() {
  const { id = '' } = useParams();
  return (
    <OfficeApplicationPage
      key={id}
      id={id}
      interviews={applicationInterviews}
      notes={<InternalNotesPanel subjectType="application" subjectId={id} />}
      notFound={<NotFoundPage />}
    />
  );
}
