// POST /v1/auth/login: the candidate's sign-in, answered with a session.
import type { loginSchema, Session } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The form's schema, loaded with zod after the page has painted (lib/lazy-zod-resolver.ts). */
export const loadSignInSchema = () => import('@fis/shared/auth-schemas').then((m) => m.loginSchema);
export type SignInInput = z.input<typeof loginSchema>;
export type SignInValues = z.output<typeof loginSchema>;

export function signIn(values: SignInValues): Promise<Session> {
  return api.post<Session>('/v1/auth/login', values);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
