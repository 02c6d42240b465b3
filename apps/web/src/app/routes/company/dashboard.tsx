// The company's dashboard. One feature's page as it is.
export { CompanyDashboardPage as Component } from '../../../features/dashboard/components/company-dashboard-page';
