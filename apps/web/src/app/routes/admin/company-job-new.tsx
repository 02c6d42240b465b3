// /admin-portal/companies/:id/jobs/new: the admin creates a job for a company with the company's
// own job form (company-jobs) inside the admin's page and reason dialog (admin-records).
import { useParams } from 'react-router';
import { AdminJobFormPage } from '../../../features/admin-records/components/admin-job-form-page';
import { EMPTY_JOB } from '../../../features/company-jobs/api/job-form-values';
import { JobFormFields } from '../../../features/company-jobs/components/job-form';

export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminJobFormPage
      target={{ companyId: id }}
      companyId={id}
      initial={EMPTY_JOB}
      loading={false}
      loadError={null}
      renderForm={(slot) => <JobFormFields {...slot} />}
    />
  );
}
