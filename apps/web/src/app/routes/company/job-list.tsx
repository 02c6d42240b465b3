// The company's jobs. One feature's page as it is.
export { JobListPage as Component } from '../../../features/company-jobs/components/job-list-page';
