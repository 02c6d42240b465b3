// The company job list's labels (SPEC section 4): open, on hold, closed, expired, and whether the
// admin has approved the job.
import { ApprovalStatus, JobStatus } from '@fis/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`options.jobStatus.${status}`)}
    </Badge>
  );
}

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={APPROVAL_COLOR[status]} variant="outline">
      {t(`approval.${status}`)}
    </Badge>
  );
}
