// GET /v1/job/company-jobs/{id}: one of the company's jobs, in any state.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKey } from './get-company-jobs';

export const companyJobKey = (id: string) => [...companyJobsKey, 'one', id] as const;

export function getCompanyJob(id: string): Promise<CompanyJob> {
  return api.get<CompanyJob>(`/v1/job/company-jobs/${id}`);
}

export const companyJobQuery = (id: string) =>
  queryOptions({ queryKey: companyJobKey(id), queryFn: () => getCompanyJob(id), retry: false });

export function useCompanyJob(id: string) {
  return useQuery({ ...companyJobQuery(id), enabled: id !== '' });
}
