// Creating or changing a job. One feature's page as it is.
export { JobFormPage as Component } from '../../../features/company-jobs/components/job-form-page';
