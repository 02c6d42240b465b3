// What the office checks a candidate's scans against (GET /v1/admin/candidates/{id}/eligibility,
// decision 055); its decisions are PUT to the same address (eligibility-queue.ts).
import type { EligibilityCheck } from '@fis/shared/eligibility-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eligibilityQueueKey } from './eligibility-queue';

export const eligibilityCheckQuery = (candidateId: string) =>
  queryOptions({
    // Under the queue's key: a decision anywhere refreshes it.
    queryKey: [...eligibilityQueueKey, 'check', candidateId],
    queryFn: () => api.get<EligibilityCheck>(`/v1/admin/candidates/${candidateId}/eligibility`),
  });

export function useEligibilityCheck(candidateId: string) {
  return useQuery(eligibilityCheckQuery(candidateId));
}
