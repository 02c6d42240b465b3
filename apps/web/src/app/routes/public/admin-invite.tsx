// An invited admin's own password, from the invitation's link. One feature's page as it is.
export { AcceptAdminInvitePage as Component } from '../../../features/auth/components/accept-admin-invite-page';
