// POST /v1/admin/candidates/{id}/education and /experience, PUT and DELETE .../{entryId}: the admin
// adds, replaces and deletes a candidate's entries with the candidate's own schemas; the candidate
// is told. `onChanged` lets the route file refresh what other features show of the profile.

import type { EducationEntry, ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationInput, ExperienceInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRecordsKey } from './get-candidate-record';

type Kind = 'education' | 'experience';

const entriesPath = (candidateId: string, kind: Kind) =>
  `/v1/admin/candidates/${encodeURIComponent(candidateId)}/${kind}`;

function useEntryMutations<Values, Entry>(candidateId: string, kind: Kind, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: adminRecordsKey }), onChanged?.()]);
  };
  const path = entriesPath(candidateId, kind);
  return {
    create: useMutation({ mutationFn: (input: Values) => api.post<Entry>(path, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: Values }) =>
        api.put<Entry>(`${path}/${encodeURIComponent(id)}`, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${path}/${encodeURIComponent(id)}`),
      onSuccess,
    }),
  };
}

export function useAdminEducationMutations(candidateId: string, onChanged?: () => unknown) {
  return useEntryMutations<EducationInput, EducationEntry>(candidateId, 'education', onChanged);
}

export function useAdminExperienceMutations(candidateId: string, onChanged?: () => unknown) {
  return useEntryMutations<ExperienceInput, ExperienceEntry>(candidateId, 'experience', onChanged);
}
