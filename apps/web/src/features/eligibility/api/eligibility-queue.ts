// The scheme office's eligibility queue and decisions (docs/decisions/025): GET /v1/admin/eligibility,
// PUT /v1/admin/candidates/{id}/eligibility, and one decision for many (POST /v1/admin/eligibility/bulk,
// decision 053).
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type {
  BulkEligibilityInput,
  DecideEligibilityInput,
  EligibilityCandidate,
  EligibilityQueuePage,
  EligibilityQueueQuery,
} from '@fis/shared/eligibility-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const eligibilityQueueKey = ['admin', 'eligibility'] as const;

export function getEligibilityQueue(query: EligibilityQueueQuery): Promise<EligibilityQueuePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<EligibilityQueuePage>(`/v1/admin/eligibility?${params}`);
}

export const eligibilityQueueQuery = (query: EligibilityQueueQuery) =>
  queryOptions({
    queryKey: [...eligibilityQueueKey, query],
    queryFn: () => getEligibilityQueue(query),
    placeholderData: keepPreviousData,
  });

export function useEligibilityQueue(query: EligibilityQueueQuery) {
  return useQuery(eligibilityQueueQuery(query));
}

export function decideEligibility(
  candidateId: string,
  input: DecideEligibilityInput,
): Promise<{ item: EligibilityCandidate; message: string }> {
  return api.put(`/v1/admin/candidates/${candidateId}/eligibility`, input);
}

export function useDecideEligibility(candidateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideEligibilityInput) => decideEligibility(candidateId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useBulkDecideEligibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkEligibilityInput) => api.post<BulkResult>('/v1/admin/eligibility/bulk', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
