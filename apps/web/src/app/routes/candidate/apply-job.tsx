// The application form. One feature's page as it is.
export { ApplyJobPage as Component } from '../../../features/applications/components/apply-job-page';
