// The company's profile. One feature's page as it is.
export { CompanyProfilePage as Component } from '../../../features/company-profile/components/company-profile-page';
