// GET /v1/company/bookmark/favorite-candidates (the saved candidates), and POST .../favorite-candidates
// and .../delete-favorite-candidates (save a candidate, or stop saving them). The applicant rows
// showing the candidate change at once (an optimistic update); every list of the feature is
// refreshed afterwards.

import type { CandidateBookmarkResult, SavedCandidatePage } from '@fis/shared/candidate-bookmark-schemas';
import type { CompanyApplicantPage } from '@fis/shared/company-applicant-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';
import { readPage } from '../../../lib/url-params';

export const savedCandidatesKey = [...pipelineKey, 'saved-candidates'] as const;

export function getSavedCandidates(keyword: string, page: number): Promise<SavedCandidatePage> {
  const params = new URLSearchParams({ page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  if (keyword) params.set('keyword', keyword);
  return api.get<SavedCandidatePage>(`/v1/company/bookmark/favorite-candidates?${params}`);
}

/** The search and page the address asks for, read alike by the page and its route's loader. */
export function readSavedCandidatesParams(params: URLSearchParams): { keyword: string; page: number } {
  return { keyword: params.get('keyword')?.trim() ?? '', page: readPage(params) };
}

export const savedCandidatesQuery = (keyword: string, page: number) =>
  queryOptions({
    queryKey: [...savedCandidatesKey, keyword, page],
    queryFn: () => getSavedCandidates(keyword, page),
    placeholderData: keepPreviousData,
  });

export function useSavedCandidates(keyword: string, page: number) {
  return useQuery(savedCandidatesQuery(keyword, page));
}

export function saveCandidate(candidateId: string): Promise<CandidateBookmarkResult> {
  return api.post<CandidateBookmarkResult>('/v1/company/bookmark/favorite-candidates', { candidateId });
}

export function removeSavedCandidate(candidateId: string): Promise<CandidateBookmarkResult> {
  return api.post<CandidateBookmarkResult>('/v1/company/bookmark/delete-favorite-candidates', { candidateId });
}

/** Marks every cached applicant row of the candidate. */
function setFlag(queryClient: QueryClient, candidateId: string, bookmarked: boolean) {
  queryClient.setQueriesData<unknown>({ queryKey: pipelineKey }, (data: unknown) => {
    if (!data || typeof data !== 'object' || !('tabCounts' in data)) return data;
    const page = data as CompanyApplicantPage;
    return {
      ...page,
      items: page.items.map((row) => (row.candidate.id === candidateId ? { ...row, bookmarked } : row)),
    };
  });
}

export function useToggleCandidateBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, save }: { candidateId: string; save: boolean }) =>
      save ? saveCandidate(candidateId) : removeSavedCandidate(candidateId),
    onMutate: async ({ candidateId, save }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKey });
      setFlag(queryClient, candidateId, save);
    },
    onError: (_err, { candidateId, save }) => setFlag(queryClient, candidateId, !save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}
