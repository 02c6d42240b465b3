// POST /v1/auth/verify-email: the link from the registration email activates the candidate.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyEmailResult {
  message: string;
}

export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return api.post<VerifyEmailResult>('/v1/auth/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
