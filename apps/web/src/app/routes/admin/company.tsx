// /admin-portal/companies/:id: a company's page for the scheme office (admin-records), and below it
// the candidates the office recommends to its jobs now (office-recommendations).
import { Box, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CompanyRecordPage } from '../../../features/admin-records/components/company-record-page';
import { CompanyPicksSection } from '../../../features/office-recommendations/components/company-picks-section';

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
