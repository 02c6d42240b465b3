// GET /v1/applications/jobs/{jobId}: one job's applicants, by tab and name keyword, with the
// number on every tab.

import type { CandidateTab } from '@fis/shared/application-stages';
import type { CompanyApplicantPage } from '@fis/shared/company-applicant-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export interface JobCandidateFilters {
  tab: CandidateTab;
  keyword: string;
  page: number;
}

export function getJobCandidates(jobId: string, filters: JobCandidateFilters): Promise<CompanyApplicantPage> {
  const params = new URLSearchParams({ tab: filters.tab, page: String(filters.page), take: String(DEFAULT_PAGE_SIZE) });
  if (filters.keyword) params.set('keyword', filters.keyword);
  return api.get<CompanyApplicantPage>(`/v1/applications/jobs/${encodeURIComponent(jobId)}?${params}`);
}

/** `filters` as the address holds them (readJobCandidateFilters), the key's last part. */
export const jobCandidatesQuery = (jobId: string, filters: JobCandidateFilters) =>
  queryOptions({ queryKey: [...pipelineKey, 'job', jobId, filters], queryFn: () => getJobCandidates(jobId, filters) });

export function useJobCandidates(jobId: string, filters: JobCandidateFilters) {
  return useQuery({ ...jobCandidatesQuery(jobId, filters), placeholderData: keepPreviousData, enabled: jobId !== '' });
}
