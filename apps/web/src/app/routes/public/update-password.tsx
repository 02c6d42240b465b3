// A new password from a reset link. One feature's page as it is.
export { UpdatePasswordPage as Component } from '../../../features/auth/components/update-password-page';
