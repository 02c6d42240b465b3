// /admin-portal/companies/:id: a company's page for the scheme office (admin-records) with "Write a
// message" to it (messages), and below it the office's notes about it (internal-notes) and the
// candidates the office recommends to its jobs now (office-recommendations).
import { Box, Stack } from '@mantine/core';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { companyRecordQuery } from '../../../features/admin-records/api/get-company-record';
import { CompanyRecordPage } from '../../../features/admin-records/components/company-record-page';
import { notesQuery } from '../../../features/internal-notes/api/internal-notes';
import { InternalNotesPanel } from '../../../features/internal-notes/components/internal-notes-panel';
import { WriteMessageLink } from '../../../features/messages/components/write-message-link';
import { companyPicksQuery } from '../../../features/office-recommendations/api/choices';
import { CompanyPicksSection } from '../../../features/office-recommendations/components/company-picks-section';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return prefetched(context, [companyPicksQuery(id), notesQuery('company', id)], { record: companyRecordQuery(id) });
};

export default function Component() {
  const { id = '' } = useParams();
  return (
    <Stack gap="lg">
      <CompanyRecordPage
        id={id}
        messageLink={(company) => <WriteMessageLink area="admin" to={company.email} name={company.name} size="sm" />}
      />
      <Box maw={1000}>
        <Stack gap="lg">
          <InternalNotesPanel subjectType="company" subjectId={id} />
          <CompanyPicksSection companyId={id} />
        </Stack>
      </Box>
    </Stack>
  );
}
