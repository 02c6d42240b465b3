// The admin's view and editing of any company's profile (SPEC section 6):
// GET and PUT /v1/admin/companies/{id}/profile.
import type { CompanyProfile, CompanyProfileValues } from '@fis/shared/company-profile-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (id: string) => ['admin', 'company-profile', id] as const;

export const adminCompanyProfileQuery = (id: string) =>
  queryOptions({
    queryKey: key(id),
    queryFn: () => api.get<CompanyProfile>(`/v1/admin/companies/${id}/profile`),
    retry: false,
  });

export function useAdminCompanyProfile(id: string) {
  return useQuery(adminCompanyProfileQuery(id));
}

export function useAdminUpdateCompanyProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyProfileValues) =>
      api.put<{ profile: CompanyProfile; message: string }>(`/v1/admin/companies/${id}/profile`, values),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(key(id), profile);
      // Job lists show the company's display name.
      queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    },
  });
}
