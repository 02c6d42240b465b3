// A job's page. One feature's page as it is.
export { JobDetailPage as Component } from '../../../features/job-search/components/job-detail-page';
