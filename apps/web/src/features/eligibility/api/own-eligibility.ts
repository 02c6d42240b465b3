// GET /v1/user/eligibility: the candidate's own eligibility and what the check still needs.
import type { OwnEligibility } from '@fis/shared/eligibility-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownEligibilityKey } from '../../../lib/eligibility-key';

export const ownEligibilityQuery = () =>
  queryOptions({
    queryKey: ownEligibilityKey,
    queryFn: () => api.get<OwnEligibility>('/v1/user/eligibility'),
  });

export function useOwnEligibility() {
  return useQuery(ownEligibilityQuery());
}
