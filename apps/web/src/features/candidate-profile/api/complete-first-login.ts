// POST /v1/user/complete-first-login: the create-profile step is over (finished or skipped).
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/session';

export function completeFirstLogin(): Promise<CurrentUser> {
  return api.post<CurrentUser>('/v1/user/complete-first-login');
}

export function useCompleteFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFirstLogin,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
