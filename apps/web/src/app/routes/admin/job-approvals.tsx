// /admin-portal/job-approvals: jobs waiting for approval. One feature's page as it is; its loader
// asks for what it opens on: the first page of the waiting jobs, and the office's team their
// "Assigned to" fields list.
import { ApprovalStatus } from '@fis/shared/enums';
import type { LoaderFunctionArgs } from 'react-router';
import { readAssigneeParam } from '../../../components/ui/mine-switch';
import { jobsForReviewQuery } from '../../../features/job-approval/api/get-jobs-for-review';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [
    jobsForReviewQuery(ApprovalStatus.PENDING, 1, readAssigneeParam(new URL(request.url).searchParams).assignee),
    teamQuery(),
  ]);

export { JobApprovalPage as default } from '../../../features/job-approval/components/job-approval-page';
