// /v1/admin/users/{id}: an account's summary, and the scheme office's actions on it (suspend,
// restore, resend the verification email, delete, and a company's approval with a reason).
import type {
  AccountActionDone,
  AccountSummary,
  ApproveCompanyInput,
  RejectCompanyInput,
  SuspendAccountInput,
} from '@fis/shared/admin-account-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountKey = (id: string) => ['admin', 'accounts', id] as const;

export function getAccount(id: string): Promise<AccountSummary> {
  return api.get<AccountSummary>(`/v1/admin/users/${id}`);
}

export const accountQuery = (id: string) => queryOptions({ queryKey: accountKey(id), queryFn: () => getAccount(id) });

export function useAccount(id: string) {
  return useQuery(accountQuery(id));
}

export type AccountAction =
  | { kind: 'suspend'; input: SuspendAccountInput }
  | { kind: 'restore' }
  | { kind: 'resend' }
  | { kind: 'delete' }
  | { kind: 'approve'; input: ApproveCompanyInput }
  | { kind: 'reject'; input: RejectCompanyInput };

/** Runs one action; answers the account as it now is (read again when the call returns none). */
async function runAction(account: AccountSummary, action: AccountAction): Promise<AccountSummary> {
  const base = `/v1/admin/users/${account.id}`;
  const done = (result: AccountActionDone) => result.account;
  switch (action.kind) {
    case 'suspend':
      return done(await api.post<AccountActionDone>(`${base}/suspend`, action.input));
    case 'restore':
      return done(await api.post<AccountActionDone>(`${base}/restore`));
    case 'resend':
      return done(await api.post<AccountActionDone>(`${base}/resend-verification`));
    case 'delete':
      await api.delete(base);
      return getAccount(account.id);
    case 'approve':
    case 'reject':
      await api.post(`/v1/admin/companies/${account.companyId}/${action.kind}`, action.input);
      return getAccount(account.id);
  }
}

export function useAccountAction(account: AccountSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccountAction) => runAction(account, action),
    onSuccess: (updated) => queryClient.setQueryData(accountKey(account.id), updated),
    // Other lists (the dashboard's pending companies, the admin lists) show the account too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
