// GET /v1/job/company-jobs: the company's jobs (newest first, at most 100), for a job filter.
import type { CompanyJobPage } from '@fis/shared/company-job-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsKey } from './get-candidate-applications';

export function useCompanyJobOptions() {
  return useQuery({
    queryKey: [...applicationsKey, 'company-job-options'],
    queryFn: () => api.get<CompanyJobPage>('/v1/job/company-jobs?sort=latest&page=1&take=100'),
    select: (page) => page.items.map((job) => ({ value: job.id, label: job.positionName })),
    staleTime: 60_000,
  });
}
