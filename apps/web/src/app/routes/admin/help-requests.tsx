// The need-help requests, open and answered. One feature's page as it is.
export { HelpRequestsPage as Component } from '../../../features/help/components/help-requests-page';
