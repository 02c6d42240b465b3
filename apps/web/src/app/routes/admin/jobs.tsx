// /admin-portal/jobs: every company's jobs, searched and filtered (the approval queue: job-approvals.tsx). One feature's page as it is.
export { JobsListPage as default } from '../../../features/admin-lists/components/jobs-list-page';
