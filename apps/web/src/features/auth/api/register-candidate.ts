// POST /v1/auth/register: a candidate account, confirmed afterwards through the emailed link.
import { candidateRegisterSchema } from '@fis/shared/auth-schemas';
import { DEFAULT_LANGUAGE, type Language } from '@fis/shared/enums';
import { isLanguage } from '@fis/shared/i18n';
import { useMutation } from '@tanstack/react-query';
import i18n from 'i18next';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const registerCandidateInputSchema = candidateRegisterSchema;
export type RegisterCandidateValues = z.output<typeof candidateRegisterSchema>;

/** The server's translated success text: the candidate must confirm by email. */
export interface RegisterResult {
  message: string;
}

/** The emails the server sends are written in the language the page is shown in. */
export function requestLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function registerCandidate(values: RegisterCandidateValues): Promise<RegisterResult> {
  return api.post<RegisterResult>('/v1/auth/register', { ...values, language: requestLanguage() });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
