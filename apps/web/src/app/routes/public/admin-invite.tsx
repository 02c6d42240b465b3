// An invited admin's own password, from the invitation's link. One feature's page as it is.
import type { AreaHandle } from '../../page-areas';

export { AcceptAdminInvitePage as default } from '../../../features/auth/components/accept-admin-invite-page';

export const handle: AreaHandle = { area: 'admin' };
