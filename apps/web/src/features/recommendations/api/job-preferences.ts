// GET and PUT /v1/user/job-preferences: the job functions and modes the candidate wants, which
// their recommendations read (docs/decisions/027).
import type { JobPreferences } from '@fis/shared/match-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recommendationsKey } from '../../../lib/recommendations-key';

const preferencesKey = ['job-preferences'] as const;

export const jobPreferencesQuery = () =>
  queryOptions({ queryKey: preferencesKey, queryFn: () => api.get<JobPreferences>('/v1/user/job-preferences') });

export function useJobPreferences() {
  return useQuery(jobPreferencesQuery());
}

export function useSaveJobPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPreferences) => api.put<JobPreferences>('/v1/user/job-preferences', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      return queryClient.invalidateQueries({ queryKey: recommendationsKey });
    },
  });
}
