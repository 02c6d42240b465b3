// GET /v1/admin/waiting: what waits for the scheme office, refetched on every 'admin:waiting' push
// (app/live-updates.ts; docs/decisions/025).
import type { AdminWaiting } from '@fis/shared/eligibility-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminWaitingKey = ['admin', 'waiting'] as const;

export function getWaitingCounts(): Promise<AdminWaiting> {
  return api.get<AdminWaiting>('/v1/admin/waiting');
}

export const waitingCountsQuery = () => queryOptions({ queryKey: adminWaitingKey, queryFn: getWaitingCounts });

export function useWaitingCounts() {
  return useQuery(waitingCountsQuery());
}
