// The office's reports for the funder: places, the flow of applications and the allowances, with
// charts. One feature's page as it is; the only page that loads the charting code.
export { ReportsPage as default } from '../../../features/reports/components/reports-page';
