// A company's first profile. One feature's page as it is.
import type { CompanyProfile } from '@fis/shared/company-profile-schemas';
import { Role } from '@fis/shared/enums';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { companyProfileQuery } from '../../../features/company-profile/api/get-company-profile';
import { deliveredData, prefetched } from '../../../lib/prefetch.server';
import { requireRole } from '../../guards';
import type { AreaHandle } from '../../page-areas';

export { CreateCompanyProfilePage as default } from '../../../features/company-profile/components/create-company-profile-page';

const guard = requireRole(Role.COMPANY);
// Past the guard, the profile the form starts from; one completed before this visit leads to the
// profile page, as the page itself would lead there (its <Navigate> does nothing on the server).
export async function loader(args: LoaderFunctionArgs) {
  await guard.loader(args);
  const query = companyProfileQuery();
  const first = await prefetched(args.context, [query]);
  if (deliveredData<CompanyProfile>(first, query)?.profileCompleted) throw redirect('/company/profile');
  return first;
}
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'company' };
