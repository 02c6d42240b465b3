// /admin-portal/companies/:id: a company's page for the scheme office. One feature's page.
import { useParams } from 'react-router';
import { CompanyRecordPage } from '../../../features/admin-records/components/company-record-page';

export function Component() {
  const { id = '' } = useParams();
  return <CompanyRecordPage id={id} />;
}
