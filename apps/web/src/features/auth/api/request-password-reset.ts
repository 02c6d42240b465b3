// POST /v1/user/reset-password: emails a reset link (one per 5 minutes).
import { forgotPasswordSchema } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const requestPasswordResetInputSchema = forgotPasswordSchema;
export type RequestPasswordResetValues = z.output<typeof forgotPasswordSchema>;

export interface RequestPasswordResetResult {
  message: string;
}

export function requestPasswordReset(values: RequestPasswordResetValues): Promise<RequestPasswordResetResult> {
  return api.post<RequestPasswordResetResult>('/v1/user/reset-password', values);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
