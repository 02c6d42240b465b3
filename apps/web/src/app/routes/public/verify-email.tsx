// The e-mail verification link. One feature's page as it is.
export { VerifyEmailPage as default } from '../../../features/auth/components/verify-email-page';
