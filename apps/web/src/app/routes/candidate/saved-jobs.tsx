// The saved jobs. One feature's page as it is.
export { SavedJobsPage as default } from '../../../features/job-search/components/saved-jobs-page';
