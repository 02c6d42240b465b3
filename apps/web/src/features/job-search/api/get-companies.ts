// GET /v1/company/get-all: the approved companies, by keyword and region, by name or by rating,
// with their open jobs and their rating.
import type { CompanySort } from '@fis/shared/enums';
import type { Region } from '@fis/shared/job-enums';
import type { CompanyPage } from '@fis/shared/job-search-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companiesKey } from '../../../lib/companies-key';

export interface CompanyFilters {
  keyword?: string;
  region?: Region;
  sort?: CompanySort;
  page: number;
}

export function getCompanies(filters: CompanyFilters): Promise<CompanyPage> {
  const params = new URLSearchParams({ page: String(filters.page), take: String(DEFAULT_PAGE_SIZE) });
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.region) params.set('region', filters.region);
  if (filters.sort && filters.sort !== 'name') params.set('sort', filters.sort);
  return api.get<CompanyPage>(`/v1/company/get-all?${params}`);
}

export const companiesQuery = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: [...companiesKey, 'list', filters],
    queryFn: () => getCompanies(filters),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filters: CompanyFilters) {
  return useQuery(companiesQuery(filters));
}
