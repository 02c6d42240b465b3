// Asking for a password reset link. One feature's page as it is.
export { ForgotPasswordPage as default } from '../../../features/auth/components/forgot-password-page';
