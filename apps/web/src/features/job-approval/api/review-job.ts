// The admin's decisions on a job: approve, reject (with an optional reason for the company),
// close (POST /v1/admin/jobs/{id}/close) and delete (DELETE /v1/admin/jobs/{id}), both with the
// reason the company and the applicants read (docs/decisions/023).
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type { BulkJobDecisionInput, JobSaved } from '@fis/shared/company-job-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsForReviewKey } from './get-jobs-for-review';

export type JobDecision = 'approve' | 'reject' | 'close' | 'delete';

export function decideJob(id: string, decision: JobDecision, reason?: string): Promise<unknown> {
  if (decision === 'approve') return api.post<JobSaved>(`/v1/admin/jobs/${id}/approve`);
  if (decision === 'reject') return api.post<JobSaved>(`/v1/admin/jobs/${id}/reject`, reason ? { reason } : {});
  if (decision === 'close') return api.post(`/v1/admin/jobs/${id}/close`, { reason });
  return api.delete(`/v1/admin/jobs/${id}`, { reason });
}

/** POST /v1/admin/job-approvals/bulk: one decision for the waiting jobs ticked (decision 058). */
export function useBulkDecideJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkJobDecisionInput) => api.post<BulkResult>('/v1/admin/job-approvals/bulk', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsForReviewKey }),
  });
}

export function useDecideJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: JobDecision; reason?: string }) =>
      decideJob(id, decision, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsForReviewKey }),
  });
}
