// POST /v1/auth/company-login, /v1/auth/admin-login or /v1/auth/institution-login: checks the password and emails a
// one-time code. The attempt is kept for the tab so the code step survives a reload.
import type { CodeLoginStarted, codeLoginSchema } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

export type CodeFlow = 'company' | 'admin' | 'institution';

/** The form's schema, loaded with zod after the page has painted (lib/lazy-zod-resolver.ts). */
export const loadStartCodeSignInSchema = () => import('@fis/shared/auth-schemas').then((m) => m.codeLoginSchema);
export type StartCodeSignInInput = z.input<typeof codeLoginSchema>;
export type StartCodeSignInValues = z.output<typeof codeLoginSchema>;

const PATHS: Record<CodeFlow, string> = {
  company: '/v1/auth/company-login',
  admin: '/v1/auth/admin-login',
  institution: '/v1/auth/institution-login',
};

export function startCodeSignIn({
  flow,
  ...values
}: StartCodeSignInValues & { flow: CodeFlow }): Promise<CodeLoginStarted> {
  return api.post<CodeLoginStarted>(PATHS[flow], values);
}

export function useStartCodeSignIn() {
  return useMutation({ mutationFn: startCodeSignIn });
}

/** A sign-in waiting for its code. rememberMe is applied once the code is verified. */
export interface PendingAttempt {
  attemptId: string;
  maskedEmail: string;
  rememberMe: boolean;
  flow: CodeFlow;
}

export function savePendingAttempt(attempt: PendingAttempt): void {
  storage.setForTab('codeLoginAttempt', JSON.stringify(attempt));
}

export function readPendingAttempt(): PendingAttempt | null {
  const raw = storage.getForTab('codeLoginAttempt');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAttempt>;
    if (
      typeof value.attemptId === 'string' &&
      typeof value.maskedEmail === 'string' &&
      (value.flow === 'company' || value.flow === 'admin' || value.flow === 'institution')
    ) {
      return {
        attemptId: value.attemptId,
        maskedEmail: value.maskedEmail,
        rememberMe: value.rememberMe === true,
        flow: value.flow,
      };
    }
  } catch {
    // An unreadable entry is treated as no attempt at all.
  }
  return null;
}

export function clearPendingAttempt(): void {
  storage.removeForTab('codeLoginAttempt');
}
