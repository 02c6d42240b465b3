// POST /v1/auth/verify-email: the link from the registration email activates the candidate (or
// says the email was already verified, when the link is opened again).
import type { VerifyEmailResult } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return api.post<VerifyEmailResult>('/v1/auth/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
