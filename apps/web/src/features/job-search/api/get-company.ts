// GET /v1/company/{id}: an approved company's public profile and its open jobs.
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companiesKey } from '../../../lib/companies-key';

export function getCompany(id: string): Promise<CompanyPublicProfile> {
  return api.get<CompanyPublicProfile>(`/v1/company/${encodeURIComponent(id)}`);
}

export const companyQuery = (id: string) =>
  queryOptions({ queryKey: [...companiesKey, 'detail', id], queryFn: () => getCompany(id), retry: false });

export function useCompany(id: string) {
  return useQuery(companyQuery(id));
}
