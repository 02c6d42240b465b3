// The scheme office's sign-in. One feature's page as it is.
export { AdminSignInPage as Component } from '../../../features/auth/components/admin-sign-in-page';
