// What the apply form starts from: the job (GET /v1/job/{id}) and the candidate's own profile
// (GET /v1/user/profile) for the contact details and the resume on file.
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export const applyJobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...pipelineKey, 'apply-job', id],
    queryFn: () => api.get<JobDetail>(`/v1/job/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useApplyJobDetail(id: string) {
  return useQuery(applyJobDetailQuery(id));
}

export const ownProfileQuery = () =>
  queryOptions({
    // The key the profile feature uses, so both read and refresh the same entry.
    queryKey: ['candidate-profile', 'me'],
    queryFn: () => api.get<CandidateProfile>('/v1/user/profile'),
  });

export function useOwnProfile() {
  return useQuery(ownProfileQuery());
}
