// /company/setting: the account's settings; its loader asks for the contact the company keeps.
import type { LoaderFunctionArgs } from 'react-router';
import { companyContactQuery } from '../../../features/settings/api/settings';
import { SettingsPage } from '../../../features/settings/components/settings-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) => prefetched(context, [companyContactQuery()]);

export default function Component() {
  return <SettingsPage area="company" />;
}
