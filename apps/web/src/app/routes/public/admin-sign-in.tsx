// The scheme office's sign-in. One feature's page as it is.
import type { AreaHandle } from '../../page-areas';

export { AdminSignInPage as default } from '../../../features/auth/components/admin-sign-in-page';

export const handle: AreaHandle = { area: 'admin' };
