import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CompanyForReview {
  id: string;
  companyCode: string;
  companyName: string;
  contactJobRole: string;
  email: string;
  registeredAt: string;
}

export interface CompanyPage {
  items: CompanyForReview[];
  total: number;
  page: number;
  take: number;
}

export const pendingCompaniesKey = (page: number) => ['admin', 'companies', 'pending', page] as const;

export function getPendingCompanies(page: number): Promise<CompanyPage> {
  return api.get<CompanyPage>(`/v1/admin/companies?approval=0&sort=oldest&page=${page}&take=${DEFAULT_PAGE_SIZE}`);
}

export const pendingCompaniesQuery = (page: number) =>
  queryOptions({ queryKey: pendingCompaniesKey(page), queryFn: () => getPendingCompanies(page) });

export function usePendingCompanies(page: number) {
  return useQuery({ ...pendingCompaniesQuery(page), placeholderData: keepPreviousData });
}
