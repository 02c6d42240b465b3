// Where a job's page (job-search) and its apply page (applications) would offer Apply, for a job
// once posted that no longer takes applications (`visible` false, docs/decisions/044): that it
// closed or expired, or is paused for now, instead of a page that vanished. The public page's head
// tells search engines not to list it (features/job-search/utils/job-posting.ts).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function JobClosedNotice({ job }: { job: { status: number; expiresOn: string } }) {
  const { t } = useTranslation('search');
  // On hold comes back; on hold past its expiry date does not, without an edit.
  const paused = job.status === JobStatus.ON_HOLD && job.expiresOn >= hongKongDate(new Date());
  return <Alert color="gray" variant="light" role="status" title={t(paused ? 'closed.paused' : 'closed.closed')} />;
}
