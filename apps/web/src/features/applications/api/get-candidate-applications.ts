// GET /v1/applications/candidate/applications: the candidate's applications (all or only offers),
// or apart from them, the jobs they only viewed.
import type { CandidateApplicationPage } from '@fis/shared/application-schemas';
import type { CandidateApplicationView } from '@fis/shared/application-stages';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function getCandidateApplications(
  view: CandidateApplicationView,
  page: number,
): Promise<CandidateApplicationPage> {
  const params = new URLSearchParams({ view, page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  return api.get<CandidateApplicationPage>(`/v1/applications/candidate/applications?${params}`);
}

export const candidateApplicationsQuery = (view: CandidateApplicationView, page: number) =>
  queryOptions({
    queryKey: [...pipelineKey, 'candidate', view, page],
    queryFn: () => getCandidateApplications(view, page),
    placeholderData: keepPreviousData,
  });

/**
 * Whether the list also asks for the scheme's rounds: a viewed job whose round has ended names the
 * next round in place of Apply (components/ui/application-period.tsx).
 */
export const applicationsNameNextRound = (view: CandidateApplicationView, list: CandidateApplicationPage) =>
  view === 'viewed' && list.items.some((item) => item.round?.phase === 'ended');

export function useCandidateApplications(view: CandidateApplicationView, page: number) {
  return useQuery(candidateApplicationsQuery(view, page));
}
