// Sign-in of candidates and companies (prerendered). One feature's page as it is.
export { SignInPage as Component } from '../../../features/auth/components/sign-in-page';
