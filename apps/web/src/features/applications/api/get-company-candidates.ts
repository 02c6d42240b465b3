// GET /v1/applications/hiring-company/candidates: every applicant of the company's jobs, by tab,
// job, name keyword and bookmark, with the number on every tab; the same filters (without the
// page) download as CSV from /v1/applications/hiring-company/export-csv.

import type { CandidateTab } from '@fis/shared/application-stages';
import type { CompanyApplicantPage } from '@fis/shared/company-applicant-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export interface CompanyCandidateFilters {
  tab: CandidateTab;
  jobId: string;
  keyword: string;
  bookmarked: boolean;
  page: number;
}

/** The query of companyApplicantFiltersSchema; the list adds its page. */
export function filterParams(filters: Omit<CompanyCandidateFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams({ tab: filters.tab });
  if (filters.jobId) params.set('jobId', filters.jobId);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.bookmarked) params.set('bookmarked', 'true');
  return params;
}

export function getCompanyCandidates(filters: CompanyCandidateFilters): Promise<CompanyApplicantPage> {
  const params = filterParams(filters);
  params.set('page', String(filters.page));
  params.set('take', String(DEFAULT_PAGE_SIZE));
  return api.get<CompanyApplicantPage>(`/v1/applications/hiring-company/candidates?${params}`);
}

export const companyCandidatesQuery = (filters: CompanyCandidateFilters) =>
  queryOptions({
    queryKey: [...pipelineKey, 'company', filters],
    queryFn: () => getCompanyCandidates(filters),
    placeholderData: keepPreviousData,
  });

export function useCompanyCandidates(filters: CompanyCandidateFilters) {
  return useQuery(companyCandidatesQuery(filters));
}

/** Downloads the applicants matching the filters (every page) as a CSV file. */
export function exportCompanyCandidates(filters: Omit<CompanyCandidateFilters, 'page'>) {
  return downloadFile(`/api/v1/applications/hiring-company/export-csv?${filterParams(filters)}`);
}

/** One candidate's applications to the company (the candidate page's history), newest change first. */
export const candidateHistoryQuery = (candidateId: string) =>
  queryOptions({
    queryKey: [...pipelineKey, 'company', 'candidate', candidateId],
    queryFn: () => {
      const params = new URLSearchParams({ candidateId, page: '1', take: '100' });
      return api.get<CompanyApplicantPage>(`/v1/applications/hiring-company/candidates?${params}`);
    },
    retry: false,
  });

export function useCandidateHistory(candidateId: string) {
  return useQuery({ ...candidateHistoryQuery(candidateId), enabled: candidateId !== '' });
}
