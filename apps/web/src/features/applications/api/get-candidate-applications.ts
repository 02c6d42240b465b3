// GET /v1/applications/candidate/applications: the candidate's applications (all or only offers),
// or apart from them, the jobs they only viewed.
import type { CandidateApplicationPage, CandidateApplicationView } from '@fis/shared/application-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function getCandidateApplications(
  view: CandidateApplicationView,
  page: number,
): Promise<CandidateApplicationPage> {
  const params = new URLSearchParams({ view, page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  return api.get<CandidateApplicationPage>(`/v1/applications/candidate/applications?${params}`);
}

export function useCandidateApplications(view: CandidateApplicationView, page: number) {
  return useQuery({
    queryKey: [...pipelineKey, 'candidate', view, page],
    queryFn: () => getCandidateApplications(view, page),
    placeholderData: keepPreviousData,
  });
}
