// /v1/admin/audit-log: the audit view's page, and its CSV export with the same filters.
import type { AuditLogFilterInput, AuditLogPage } from '@fis/shared/admin-account-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

export const auditLogKey = ['admin', 'audit-log'] as const;

function queryString(filters: AuditLogFilterInput, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params.toString();
}

export const auditLogQuery = (filters: AuditLogFilterInput, page: number, take: number) =>
  queryOptions({
    queryKey: [...auditLogKey, filters, page, take],
    queryFn: () =>
      api.get<AuditLogPage>(`/v1/admin/audit-log?${queryString(filters, { page: String(page), take: String(take) })}`),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditLogFilterInput, page: number, take: number) {
  return useQuery(auditLogQuery(filters, page, take));
}

export function downloadAuditLog(filters: AuditLogFilterInput): Promise<void> {
  return downloadFile(`/api/v1/admin/audit-log/export-csv?${queryString(filters)}`);
}
