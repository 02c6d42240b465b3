// The saved jobs. One feature's page as it is.
export { SavedJobsPage as Component } from '../../../features/job-search/components/saved-jobs-page';
