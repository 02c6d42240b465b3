// POST /v1/company/update: saves the profile. The first save ends the create-company-profile
// step, so the current user's isFirstLogin is updated in place.
import type { CurrentUser } from '@fis/shared/auth-schemas';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  type CompanyProfileValues,
  companyProfileInputSchema,
} from '@fis/shared/company-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { companyProfileKey } from './get-company-profile';

export const companyProfileFormSchema = companyProfileInputSchema;
export type CompanyProfileFormInput = CompanyProfileInput;
export const COMPANY_PROFILE_FIELDS = [
  'nameEn',
  'nameZh',
  'displayName',
  'website',
  'industry',
  'industryOther',
  'phonePrefix',
  'phoneNumber',
  'location',
  'address',
  'slogan',
  'description',
  'logoMediaId',
  'coverMediaId',
] as const satisfies readonly (keyof CompanyProfileInput)[];

export type SaveCompanyProfile = (
  values: CompanyProfileValues,
) => Promise<{ profile: CompanyProfile; message: string }>;

export const updateCompanyProfile: SaveCompanyProfile = (values) => api.post('/v1/company/update', values);

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(companyProfileKey, profile);
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) =>
        user
          ? {
              ...user,
              isFirstLogin: false,
              displayName: profile.displayName ?? profile.companyName,
              pictureUrl: profile.logo?.url ?? null,
            }
          : user,
      );
    },
  });
}
