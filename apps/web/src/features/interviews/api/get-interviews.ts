// GET /v1/interviews: the candidate's own interviews or those of the company's jobs, upcoming
// (soonest first) or past (most recent first), paged.
import type { InterviewPage, InterviewWhen } from '@fis/shared/interview-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';
import { readPage } from '../../../lib/url-params';

/** Under the feature's key: a move, a reschedule or a cancellation refreshes every list. */
export const interviewsKey = [...pipelineKey, 'interviews'] as const;

export function getInterviews(when: InterviewWhen, page: number): Promise<InterviewPage> {
  const params = new URLSearchParams({ when, page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  return api.get<InterviewPage>(`/v1/interviews?${params}`);
}

/** The list the address asks for (`?when=past`, `?page=`), read alike by the page and its route's loader. */
export function readInterviewsParams(params: URLSearchParams): { when: InterviewWhen; page: number } {
  return { when: params.get('when') === 'past' ? 'past' : 'upcoming', page: readPage(params) };
}

export const interviewsQuery = (when: InterviewWhen, page: number) =>
  queryOptions({
    queryKey: [...interviewsKey, when, page],
    queryFn: () => getInterviews(when, page),
    placeholderData: keepPreviousData,
  });

export function useInterviews(when: InterviewWhen, page: number) {
  return useQuery(interviewsQuery(when, page));
}
