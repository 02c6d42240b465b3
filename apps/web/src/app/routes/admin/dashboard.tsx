// The scheme office's dashboard. One feature's page as it is.
export { AdminDashboardPage as default } from '../../../features/admin/components/admin-dashboard-page';
