// /admin-portal/job-approvals: jobs waiting for approval. One feature's page as it is.
export { JobApprovalPage as default } from '../../../features/job-approval/components/job-approval-page';
