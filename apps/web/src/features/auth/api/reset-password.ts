// PUT /v1/user/reset-password: a new password through the emailed link's token.
import { resetPasswordSchema } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const resetPasswordInputSchema = resetPasswordSchema;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

export interface ResetPasswordResult {
  message: string;
}

export function resetPassword(values: ResetPasswordValues): Promise<ResetPasswordResult> {
  return api.put<ResetPasswordResult>('/v1/user/reset-password', values);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
