// The need-help requests, open and answered. One feature's page as it is.
export { HelpRequestsPage as default } from '../../../features/help/components/help-requests-page';
