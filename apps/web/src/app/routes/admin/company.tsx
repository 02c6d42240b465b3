// /admin-portal/companies/:id: a company's page for the scheme office (admin-records), and below it
// the candidates the office recommends to its jobs now (office-recommendations).
import { Box, Stack } from '@mantine/core';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { companyRecordQuery } from '../../../features/admin-records/api/get-company-record';
import { CompanyRecordPage } from '../../../features/admin-records/components/company-record-page';
import { companyPicksQuery } from '../../../features/office-recommendations/api/choices';
import { CompanyPicksSection } from '../../../features/office-recommendations/components/company-picks-section';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return prefetched(context, [companyRecordQuery(id), companyPicksQuery(id)]);
};

export default function Component() {
  const { id = '' } = useParams();
  return (
    <Stack gap="lg">
      <CompanyRecordPage id={id} />
      <Box maw={1000}>
        <CompanyPicksSection companyId={id} />
      </Box>
    </Stack>
  );
}
