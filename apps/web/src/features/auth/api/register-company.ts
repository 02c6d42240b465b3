// POST /v1/auth/company-register: a company account, activated by the admin (usually within 24 hours).
import { companyRegisterSchema } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type RegisterResult, requestLanguage } from './register-candidate';

export const registerCompanyInputSchema = companyRegisterSchema;
export type RegisterCompanyValues = z.output<typeof companyRegisterSchema>;

export function registerCompany(values: RegisterCompanyValues): Promise<RegisterResult> {
  return api.post<RegisterResult>('/v1/auth/company-register', { ...values, language: requestLanguage() });
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
