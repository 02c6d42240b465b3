// Creating or changing a job. One feature's page as it is.
export { JobFormPage as default } from '../../../features/company-jobs/components/job-form-page';
