// The companies of the scheme. One feature's page as it is.
export { CompaniesPage as Component } from '../../../features/job-search/components/companies-page';
