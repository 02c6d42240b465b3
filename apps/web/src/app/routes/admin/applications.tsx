// /admin-portal/applications: every company's applications, searched and filtered. One feature's page as it is.
export { ApplicationsListPage as default } from '../../../features/admin-lists/components/applications-list-page';
