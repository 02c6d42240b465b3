// GET /v1/user/registration-limit (docs/decisions/018): whether this address may still register
// now. Asked once the page runs (not on the server), so it never holds up the first paint.
import type { RegistrationLimit } from '@fis/shared/settings-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRegistrationLimit(enabled: boolean) {
  return useQuery({
    queryKey: ['registration-limit'],
    queryFn: () => api.get<RegistrationLimit>('/v1/user/registration-limit'),
    enabled,
    retry: false,
  });
}
