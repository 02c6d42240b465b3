// The scheme office's eligibility checks. One feature's page as it is.
export { EligibilityQueuePage as default } from '../../../features/eligibility/components/eligibility-queue-page';
