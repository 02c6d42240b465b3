// GET and PUT /v1/user/eligibility-declarations: the candidate's confirmations the eligibility
// rules read. Saving refreshes every job the candidate sees and the apply page, whose rules
// follow them (docs/decisions/026).
import type {
  EligibilityDeclarations,
  EligibilityDeclarationsInput,
} from '@fis/shared/eligibility-declaration-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsKey } from '../../../lib/jobs-key';
import { pipelineKey } from '../../../lib/pipeline-key';

const declarationsKey = ['eligibility', 'declarations'] as const;

export const declarationsQuery = () =>
  queryOptions({
    queryKey: declarationsKey,
    queryFn: () => api.get<EligibilityDeclarations>('/v1/user/eligibility-declarations'),
  });

export function useDeclarations() {
  return useQuery(declarationsQuery());
}

export function useSaveDeclarations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EligibilityDeclarationsInput) =>
      api.put<EligibilityDeclarations>('/v1/user/eligibility-declarations', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(declarationsKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey }),
        queryClient.invalidateQueries({ queryKey: [...pipelineKey, 'apply-job'] }),
      ]);
    },
  });
}
