// A company's first profile. One feature's page as it is.
export { CreateCompanyProfilePage as Component } from '../../../features/company-profile/components/create-company-profile-page';
