// GET /v1/job/company-jobs: the company's jobs whose position name contains what was typed (newest
// first, the first 20), for a searchable job filter; and the chosen job's own name, which may not
// be among them.
import type { CompanyJobPage } from '@fis/shared/company-job-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export const JOB_OPTIONS_TAKE = 20;

export const companyJobOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...pipelineKey, 'company-job-options', keyword],
    queryFn: () => {
      const query = new URLSearchParams({ sort: 'latest', page: '1', take: String(JOB_OPTIONS_TAKE) });
      if (keyword) query.set('keyword', keyword);
      return api.get<CompanyJobPage>(`/v1/job/company-jobs?${query}`);
    },
    select: (page) => page.items.map((job) => ({ value: job.id, label: job.positionName })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useCompanyJobOptions(keyword: string) {
  return useQuery(companyJobOptionsQuery(keyword));
}
