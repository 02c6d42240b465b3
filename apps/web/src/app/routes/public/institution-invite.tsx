// An invited institution coordinator's own password, from the invitation's link (docs/decisions/061).
import { AcceptAdminInvitePage } from '../../../features/auth/components/accept-admin-invite-page';
import type { AreaHandle } from '../../page-areas';

export const handle: AreaHandle = { area: 'institution' };

export default function Component() {
  return <AcceptAdminInvitePage kind="institution" />;
}
