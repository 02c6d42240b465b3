// POST /v1/auth/admin-invitation/accept: the invited admin's own password, through the emailed link.
import { acceptAdminInviteSchema } from '@fis/shared/admin-account-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const acceptAdminInviteInputSchema = acceptAdminInviteSchema;
export type AcceptAdminInviteValues = z.output<typeof acceptAdminInviteSchema>;

export function acceptAdminInvite(values: AcceptAdminInviteValues): Promise<{ message: string }> {
  return api.post<{ message: string }>('/v1/auth/admin-invitation/accept', values);
}

export function useAcceptAdminInvite() {
  return useMutation({ mutationFn: acceptAdminInvite });
}
