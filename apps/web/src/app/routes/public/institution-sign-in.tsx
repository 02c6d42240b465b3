// An institution coordinator's sign-in (docs/decisions/061): the office's sign-in page, for them.
import { AdminSignInPage } from '../../../features/auth/components/admin-sign-in-page';
import type { AreaHandle } from '../../page-areas';

export const handle: AreaHandle = { area: 'institution' };

export default function Component() {
  return <AdminSignInPage flow="institution" />;
}
