// The admin's decisions on a job: approve, reject (with an optional reason for the company),
// close (PUT /v1/job/update/status/{id}) and delete (DELETE /v1/job/{id}).
import type { JobSaved } from '@fis/shared/company-job-schemas';
import { JobStatus } from '@fis/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsForReviewKey } from './get-jobs-for-review';

export type JobDecision = 'approve' | 'reject' | 'close' | 'delete';

export function decideJob(id: string, decision: JobDecision, reason?: string): Promise<unknown> {
  if (decision === 'approve') return api.post<JobSaved>(`/v1/admin/jobs/${id}/approve`);
  if (decision === 'reject') return api.post<JobSaved>(`/v1/admin/jobs/${id}/reject`, reason ? { reason } : {});
  if (decision === 'close') return api.put<JobSaved>(`/v1/job/update/status/${id}`, { status: JobStatus.CLOSED });
  return api.delete(`/v1/job/${id}`);
}

export function useDecideJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: JobDecision; reason?: string }) =>
      decideJob(id, decision, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsForReviewKey }),
  });
}
