// The company's jobs. One feature's page as it is.
export { JobListPage as default } from '../../../features/company-jobs/components/job-list-page';
