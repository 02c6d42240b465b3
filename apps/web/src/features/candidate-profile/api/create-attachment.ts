// POST /v1/user-attachment/create: an uploaded document (purpose attachment) and its title.

import type { AttachmentEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { AttachmentInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function createAttachment(input: AttachmentInput): Promise<AttachmentEntry> {
  return api.post<AttachmentEntry>('/v1/user-attachment/create', input);
}

export function useCreateAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
