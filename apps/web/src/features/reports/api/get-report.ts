// GET /v1/admin/reports/{places,flow,money} (docs/decisions/042): a report's figures for the filters
// in the address, counted by the database on every request. Under one key root, each report's
// previous figures stay on screen (dimmed) while a changed filter's are on their way.
import type { FlowReport, MoneyReport, PlacesReport, ReportKind } from '@fis/shared/report-schemas';
import { reportPath } from '@fis/shared/report-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReportFilters } from '../hooks/use-report-filters';

export const reportsKey = ['admin', 'reports'] as const;

interface Reports {
  places: PlacesReport;
  flow: FlowReport;
  money: MoneyReport;
}

/** The filters a report takes, as its address's query: blanks left out; the grouping for flow only. */
export function reportParams(kind: ReportKind, filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['roundId', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (kind === 'flow') params.set('by', filters.by);
  return params;
}

export function reportQuery<K extends ReportKind>(kind: K, filters: ReportFilters) {
  const params = reportParams(kind, filters).toString();
  return queryOptions({
    queryKey: [...reportsKey, kind, params],
    queryFn: () => api.get<Reports[K]>(`/v1${reportPath(kind)}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useReport<K extends ReportKind>(kind: K, filters: ReportFilters) {
  return useQuery(reportQuery(kind, filters));
}
