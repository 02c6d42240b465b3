// POST /v1/auth/login: the candidate's sign-in, answered with a session.
import { loginSchema, type Session } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const signInInputSchema = loginSchema;
export type SignInValues = z.output<typeof loginSchema>;

export function signIn(values: SignInValues): Promise<Session> {
  return api.post<Session>('/v1/auth/login', values);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
