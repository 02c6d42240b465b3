// POST /v1/auth/verify-login: the emailed code, answered with a session.
import { type Session, verifyCodeSchema } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The form only asks for the code; the attempt comes from the sign-in step. */
export const verifyCodeInputSchema = verifyCodeSchema.pick({ code: true });
export type VerifyCodeValues = z.output<typeof verifyCodeSchema>;

export function verifyCode(values: VerifyCodeValues): Promise<Session> {
  return api.post<Session>('/v1/auth/verify-login', values);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
