import type { Assignee } from '@fis/shared/assignment-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { QueueWait } from '@fis/shared/queue-wait-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A company waiting for approval, with how long it has waited and whether that is past due
 * (decision 051), and the officer who took it (decision 056).
 */
export interface CompanyForReview extends QueueWait {
  assignee: Assignee | null;
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

export const pendingCompaniesKey = (page: number, assignee?: string) =>
  ['admin', 'companies', 'pending', page, assignee ?? null] as const;

/** A page of the waiting companies, oldest first; `assignee`, one officer's. */
export function getPendingCompanies(page: number, assignee?: string): Promise<CompanyPage> {
  const mine = assignee ? `&assignee=${assignee}` : '';
  return api.get<CompanyPage>(
    `/v1/admin/companies?approval=0&sort=oldest&page=${page}&take=${DEFAULT_PAGE_SIZE}${mine}`,
  );
}

export const pendingCompaniesQuery = (page: number, assignee?: string) =>
  queryOptions({ queryKey: pendingCompaniesKey(page, assignee), queryFn: () => getPendingCompanies(page, assignee) });

export function usePendingCompanies(page: number, assignee?: string) {
  return useQuery({ ...pendingCompaniesQuery(page, assignee), placeholderData: keepPreviousData });
}
