// PUT /v1/job/update/status/{id} and DELETE /v1/job/{id}.
import type { JobSaved } from '@fis/shared/company-job-schemas';
import type { JobStatus } from '@fis/shared/job-enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKey } from './get-company-jobs';

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) =>
      api.put<JobSaved>(`/v1/job/update/status/${id}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyJobsKey }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/v1/job/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyJobsKey }),
  });
}
