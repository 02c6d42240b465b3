// The candidate's dashboard. One feature's page as it is.
export { CandidateDashboardPage as Component } from '../../../features/dashboard/components/candidate-dashboard-page';
