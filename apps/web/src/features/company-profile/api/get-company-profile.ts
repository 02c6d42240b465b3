// GET /v1/user/hiring-company/profile: the signed-in company's own profile.
import type { CompanyProfile } from '@fis/shared/company-profile-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const companyProfileKey = ['company', 'profile'] as const;

export function getCompanyProfile(): Promise<CompanyProfile> {
  return api.get<CompanyProfile>('/v1/user/hiring-company/profile');
}

export const companyProfileQuery = () => queryOptions({ queryKey: companyProfileKey, queryFn: getCompanyProfile });

export function useCompanyProfile() {
  return useQuery(companyProfileQuery());
}
