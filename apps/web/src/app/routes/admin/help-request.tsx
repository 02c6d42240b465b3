// One need-help request with its answer. One feature's page as it is.
export { HelpRequestDetailPage as default } from '../../../features/help/components/help-request-detail-page';
