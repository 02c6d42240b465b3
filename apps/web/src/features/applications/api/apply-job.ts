// POST /v1/applications: apply for a job. The job's detail (its `applied` flag) and the lists are
// refreshed afterwards.
import type { ApplicationSaved, ApplyInput } from '@fis/shared/application-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function applyJob(input: ApplyInput): Promise<ApplicationSaved> {
  return api.post<ApplicationSaved>('/v1/applications', input);
}

export function useApplyJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyJob,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pipelineKey });
      // The job search caches jobs under ['jobs', …]: their `applied` flag has changed.
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
