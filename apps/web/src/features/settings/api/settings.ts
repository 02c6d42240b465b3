// The settings calls (docs/decisions/018): the password, the email switch and language (shown
// from the current user, which each change updates at once), the company's contact person and
// the sign-in email change with a code. A change that ends the other sessions sets a new
// session cookie for this device, which renewSession follows.
import type { ChangePasswordInput, Session } from '@fis/shared/auth-schemas';
import type { Language } from '@fis/shared/enums';
import type {
  AccountSettings,
  CompanyContact,
  CompanyContactInput,
  CreateUserOtpInput,
  UserOtpCreated,
  VerifyUserOtpInput,
} from '@fis/shared/settings-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY, renewSession } from '../../../lib/session';

const contactKey = ['settings', 'company-contact'] as const;

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ChangePasswordInput) => api.post<Session>('/v1/user/change-password', values),
    onSuccess: (session) => renewSession(queryClient, session),
  });
}

/** Both email settings answer the account's settings; the current user shows them. */
function useEmailSetting<T>(path: (value: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => api.put<AccountSettings>(path(value)),
    onSuccess: ({ emailLanguage, emailNotification }) =>
      queryClient.setQueryData(CURRENT_USER_KEY, (user: object | null | undefined) =>
        user ? { ...user, emailLanguage, emailNotification } : user,
      ),
  });
}

export function useChangeEmailNotification() {
  return useEmailSetting<boolean>((on) => `/v1/user/change/email-notification?is_send=${on}`);
}

export function useChangeEmailLanguage() {
  return useEmailSetting<Language>((lang) => `/v1/user/change/language?lang=${lang}`);
}

export const companyContactQuery = () =>
  queryOptions({ queryKey: contactKey, queryFn: () => api.get<CompanyContact>('/v1/user/company-contact') });

export function useCompanyContact() {
  return useQuery(companyContactQuery());
}

export function useSaveCompanyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyContactInput) => api.put<CompanyContact>('/v1/user/company-contact', values),
    onSuccess: (contact) => queryClient.setQueryData(contactKey, contact),
  });
}

export function useRequestEmailCode() {
  return useMutation({
    mutationFn: (values: CreateUserOtpInput) => api.post<UserOtpCreated>('/v1/user-otp', values),
  });
}

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: VerifyUserOtpInput) =>
      api.post<Session & { message: string }>('/v1/user-otp/verify-otp', values),
    onSuccess: (session) => {
      renewSession(queryClient, session);
      void queryClient.invalidateQueries({ queryKey: contactKey });
    },
  });
}
