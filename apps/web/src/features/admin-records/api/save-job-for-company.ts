// POST /v1/admin/companies/{id}/jobs and PUT /v1/admin/jobs/{id}: the company's job form and the
// admin's reason; the company is told.
import type { AdminJobInput } from '@fis/shared/admin-record-schemas';
import type { JobSaved } from '@fis/shared/company-job-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type JobTarget = { companyId: string } | { jobId: string };

export function saveJobForCompany(target: JobTarget, values: AdminJobInput): Promise<JobSaved> {
  return 'jobId' in target
    ? api.put<JobSaved>(`/v1/admin/jobs/${encodeURIComponent(target.jobId)}`, values)
    : api.post<JobSaved>(`/v1/admin/companies/${encodeURIComponent(target.companyId)}/jobs`, values);
}

export function useSaveJobForCompany(target: JobTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminJobInput) => saveJobForCompany(target, values),
    // The job's own query (the form's) and the records both change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
