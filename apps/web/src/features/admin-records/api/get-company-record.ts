// GET /v1/admin/companies/{id}: a company's account, jobs with their applications counted,
// messages with the office and audit trail.
import type { AdminCompanyRecord } from '@fis/shared/admin-record-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRecordsKey } from './get-candidate-record';

export const companyRecordKey = (id: string) => [...adminRecordsKey, 'company', id] as const;

export function getCompanyRecord(id: string): Promise<AdminCompanyRecord> {
  return api.get<AdminCompanyRecord>(`/v1/admin/companies/${encodeURIComponent(id)}`);
}

export const companyRecordQuery = (id: string) =>
  queryOptions({ queryKey: companyRecordKey(id), queryFn: () => getCompanyRecord(id), retry: false });

export function useCompanyRecord(id: string) {
  return useQuery(companyRecordQuery(id));
}
