// GET /v1/admin/candidates/{id}: a candidate's account, applications, messages with the office
// and audit trail. Every call of this feature sits under one key: an act refetches the records.
import type { AdminCandidateRecord } from '@fis/shared/admin-record-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminRecordsKey = ['admin-records'] as const;
export const candidateRecordKey = (id: string) => [...adminRecordsKey, 'candidate', id] as const;

export function getCandidateRecord(id: string): Promise<AdminCandidateRecord> {
  return api.get<AdminCandidateRecord>(`/v1/admin/candidates/${encodeURIComponent(id)}`);
}

export const candidateRecordQuery = (id: string) =>
  queryOptions({ queryKey: candidateRecordKey(id), queryFn: () => getCandidateRecord(id), retry: false });

export function useCandidateRecord(id: string) {
  return useQuery(candidateRecordQuery(id));
}
