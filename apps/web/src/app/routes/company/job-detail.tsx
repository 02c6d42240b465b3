// One of the company's jobs. One feature's page as it is.
export { JobDetailPage as default } from '../../../features/company-jobs/components/job-detail-page';
