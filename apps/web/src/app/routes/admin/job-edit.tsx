// /admin-portal/jobs/:id/edit: the admin edits any job with its company's own job form
// (company-jobs: the job as its company reads it, the form) inside the admin's page and reason
// dialog (admin-records), and below it the office's notes about the job (internal-notes) and
// "Recommend candidates" (office-recommendations: the office's picks for the job, with the match
// while choosing).
import { Box, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { AdminJobFormPage } from '../../../features/admin-records/components/admin-job-form-page';
import { companyJobQuery, useCompanyJob } from '../../../features/company-jobs/api/get-company-job';
import { fromJob } from '../../../features/company-jobs/api/job-form-values';
import { JobFormFields } from '../../../features/company-jobs/components/job-form';
import { notesQuery } from '../../../features/internal-notes/api/internal-notes';
import { InternalNotesPanel } from '../../../features/internal-notes/components/internal-notes-panel';
import { candidateChoicesQuery } from '../../../features/office-recommendations/api/choices';
import { RecommendCandidatesSection } from '../../../features/office-recommendations/components/recommend-candidates-section';
import { prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';

// The job, the rounds its form offers and the candidates recommended (no search typed yet).
export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  return prefetched(context, [publicRoundsQuery(), candidateChoicesQuery(id, ''), notesQuery('job', id)], {
    record: companyJobQuery(id),
  });
};

export default function Component() {
  const { id = '' } = useParams();
  const job = useCompanyJob(id);
  const initial = useMemo(() => (job.data ? fromJob(job.data) : undefined), [job.data]);
  return (
    <Stack gap="lg">
      <AdminJobFormPage
        target={{ jobId: id }}
        companyId={job.data?.companyId}
        initial={initial}
        loading={job.isPending}
        loadError={job.error}
        renderForm={(slot) => <JobFormFields {...slot} round={job.data?.round} />}
      />
      {job.data ? (
        <Box maw={960}>
          <Stack gap="lg">
            <InternalNotesPanel subjectType="job" subjectId={id} />
            <RecommendCandidatesSection jobId={id} />
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
