// A company's page and its jobs. One feature's page as it is.
export { CompanyPage as Component } from '../../../features/job-search/components/company-page';
