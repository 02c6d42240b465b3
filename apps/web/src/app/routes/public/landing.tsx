// The landing page. One feature's page as it is.
export { LandingPage as default } from '../../../features/landing/components/landing-page';
