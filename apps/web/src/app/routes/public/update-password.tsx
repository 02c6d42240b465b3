// A new password from a reset link. One feature's page as it is.
export { UpdatePasswordPage as default } from '../../../features/auth/components/update-password-page';
