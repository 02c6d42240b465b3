// /admin-portal/companies/:id/jobs/new: the admin creates a job for a company with the company's
// own job form (company-jobs) inside the admin's page and reason dialog (admin-records); for a
// company that may not have jobs (not approved) the page says so instead of offering the form.
import { companyMayPostJobs } from '@fis/shared/job-form-schemas';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { companyRecordQuery, useCompanyRecord } from '../../../features/admin-records/api/get-company-record';
import { AdminJobFormPage } from '../../../features/admin-records/components/admin-job-form-page';
import { EMPTY_JOB } from '../../../features/company-jobs/api/job-form-values';
import { JobFormFields } from '../../../features/company-jobs/components/job-form';
import { prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';

// The company, and the rounds the job form offers.
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [publicRoundsQuery()], { record: companyRecordQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  const company = useCompanyRecord(id);
  return (
    <AdminJobFormPage
      target={{ companyId: id }}
      companyId={id}
      initial={EMPTY_JOB}
      loading={company.isPending}
      loadError={company.error}
      refused={company.data ? !companyMayPostJobs(company.data.approvalStatus) : false}
      renderForm={(slot) => <JobFormFields {...slot} />}
    />
  );
}
