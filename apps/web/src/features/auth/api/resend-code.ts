// POST /v1/auth/resend-code-login: a new code for the same attempt (refused with 423 while locked).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResendCodeResult {
  message: string;
  expiresAt: string;
}

export function resendCode(attemptId: string): Promise<ResendCodeResult> {
  return api.post<ResendCodeResult>('/v1/auth/resend-code-login', { attemptId });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
