// /admin-portal/companies: every company, searched and filtered. One feature's page as it is.
export { CompaniesListPage as default } from '../../../features/admin-lists/components/companies-list-page';
