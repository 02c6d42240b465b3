// The company's dashboard. One feature's page as it is.
export { CompanyDashboardPage as default } from '../../../features/dashboard/components/company-dashboard-page';
