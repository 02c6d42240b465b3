// GET, PUT and DELETE /v1/job/draft: the company's one draft job.
import type { JobDraftData, JobDraftResponse } from '@fis/shared/job-draft-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const jobDraftKey = ['company', 'job-draft'] as const;

export const jobDraftQuery = () =>
  queryOptions({ queryKey: jobDraftKey, queryFn: () => api.get<JobDraftResponse>('/v1/job/draft') });

export function useJobDraft(enabled: boolean) {
  return useQuery({ ...jobDraftQuery(), enabled });
}

export function useSaveJobDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: JobDraftData) => api.put<JobDraftResponse>('/v1/job/draft', data),
    onSuccess: (draft) => queryClient.setQueryData(jobDraftKey, draft),
  });
}

export function useDiscardJobDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/v1/job/draft'),
    onSuccess: () => queryClient.setQueryData<JobDraftResponse>(jobDraftKey, { data: null, updatedAt: null }),
  });
}
