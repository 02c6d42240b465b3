// The institution's figures (docs/decisions/061): its students' applications, interviews, offers and
// hires by round, programme or side, as GET /v1/institution/figures counts them, and their CSV file.
import type { FlowReport, InstitutionFiguresQuery } from '@fis/shared/report-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { queryParams } from '../../../lib/url-params';

export const institutionFiguresQuery = (query: InstitutionFiguresQuery) =>
  queryOptions({
    queryKey: ['institution', 'figures', query],
    queryFn: () => api.get<FlowReport>(`/v1/institution/figures?${queryParams(query)}`),
  });

export function useInstitutionFigures(query: InstitutionFiguresQuery) {
  return useQuery({ ...institutionFiguresQuery(query), placeholderData: keepPreviousData });
}

export function exportFigures(query: InstitutionFiguresQuery): Promise<void> {
  return downloadFile(`/api/v1/institution/figures/export-csv?${queryParams(query)}`);
}
