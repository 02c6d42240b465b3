// Where a job stands for its company (SPEC section 4 labels, docs/decisions/006): one badge on the
// company's job list, its job page and its dashboard. A job the admin has not approved is not open
// to candidates whatever its status, so it shows its approval (waiting or rejected) rather than
// "Open" or "On hold"; a closed or expired job shows that, approved or not.
import { ApprovalStatus } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type State = { kind: 'approval'; approval: ApprovalStatus } | { kind: 'status'; status: JobStatus };

function stateOf(job: { status: number; approvalStatus: number }): State {
  const status = job.status as JobStatus;
  const approval = job.approvalStatus as ApprovalStatus;
  if (status === JobStatus.CLOSED || status === JobStatus.EXPIRED || approval === ApprovalStatus.APPROVED) {
    return { kind: 'status', status };
  }
  return { kind: 'approval', approval };
}

const STATUS_COLOR: Record<JobStatus, string> = {
  [JobStatus.OPEN]: 'green',
  [JobStatus.ON_HOLD]: 'yellow',
  [JobStatus.CLOSED]: 'gray',
  [JobStatus.EXPIRED]: 'red',
};

const APPROVAL_COLOR: Record<ApprovalStatus, string> = {
  [ApprovalStatus.PENDING]: 'orange',
  [ApprovalStatus.APPROVED]: 'teal',
  [ApprovalStatus.REJECTED]: 'red',
};

/** The job's state in words, for tables that show it as text. */
export function useJobStateText() {
  const { t } = useTranslation();
  return (job: { status: number; approvalStatus: number }) => {
    const state = stateOf(job);
    return state.kind === 'status' ? t(`options.jobStatus.${state.status}`) : t(`jobs:approval.${state.approval}`);
  };
}

export function JobStateBadge({ job }: { job: { status: number; approvalStatus: number } }) {
  const text = useJobStateText();
  const state = stateOf(job);
  const color = state.kind === 'status' ? STATUS_COLOR[state.status] : APPROVAL_COLOR[state.approval];
  return (
    <Badge color={color} variant="light">
      {text(job)}
    </Badge>
  );
}
