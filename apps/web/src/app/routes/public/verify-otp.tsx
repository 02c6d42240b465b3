// The sign-in code step. One feature's page as it is.
export { VerifyOtpPage as default } from '../../../features/auth/components/verify-otp-page';
