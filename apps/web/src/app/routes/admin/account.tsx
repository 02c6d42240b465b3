// A candidate's or company's account and the office's actions on it. One feature's page as it is;
// its loader asks for the account.
import type { LoaderFunctionArgs } from 'react-router';
import { accountQuery } from '../../../features/admin-accounts/api/account';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: accountQuery(params.id ?? '') });

export { AccountPage as default } from '../../../features/admin-accounts/components/account-page';
