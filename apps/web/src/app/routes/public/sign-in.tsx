// Sign-in of candidates and companies. One feature's page as it is.
export { SignInPage as default } from '../../../features/auth/components/sign-in-page';
