// Registration of candidates and companies. One feature's page as it is.
export { RegisterPage as default } from '../../../features/auth/components/register-page';
