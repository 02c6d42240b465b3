// POST /v1/auth/check-limit-login: whether the attempt is locked after too many wrong codes.
import type { CodeLimit } from '@fis/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function checkCodeLimit(attemptId: string): Promise<CodeLimit> {
  return api.post<CodeLimit>('/v1/auth/check-limit-login', { attemptId });
}

export function useCheckCodeLimit() {
  return useMutation({ mutationFn: checkCodeLimit });
}
