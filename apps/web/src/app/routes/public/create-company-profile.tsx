// A company's first profile. One feature's page as it is.
import { Role } from '@fis/shared/enums';
import { requireRole } from '../../guards';
import type { AreaHandle } from '../../page-areas';

export { CreateCompanyProfilePage as default } from '../../../features/company-profile/components/create-company-profile-page';

const guard = requireRole(Role.COMPANY);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'company' };
