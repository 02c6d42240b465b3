// POST /v1/admin/jobs/{id}/close and DELETE /v1/admin/jobs/{id}, with the admin's reason: the
// job's applications end, and the company and the applicants are told.
import type { JobSaved } from '@fis/shared/company-job-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRecordsKey } from './get-candidate-record';

export type JobEnding = 'close' | 'delete';

export function endJob(jobId: string, ending: JobEnding, reason: string): Promise<JobSaved | { message: string }> {
  const path = `/v1/admin/jobs/${encodeURIComponent(jobId)}`;
  return ending === 'close' ? api.post<JobSaved>(`${path}/close`, { reason }) : api.delete(path, { reason });
}

export function useEndJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { jobId: string; ending: JobEnding; reason: string }) =>
      endJob(input.jobId, input.ending, input.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRecordsKey }),
  });
}
