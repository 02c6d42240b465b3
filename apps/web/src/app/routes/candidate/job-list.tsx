// The job search. One feature's page as it is.
export { JobListPage as Component } from '../../../features/job-search/components/job-list-page';
