// A company's profile, as the scheme office edits it. One feature's page as it is; its loader asks
// for the profile.
import type { LoaderFunctionArgs } from 'react-router';
import { adminCompanyProfileQuery } from '../../../features/company-profile/api/admin-company-profile';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: adminCompanyProfileQuery(params.id ?? '') });

export { AdminCompanyProfilePage as default } from '../../../features/company-profile/components/admin-company-profile-page';
