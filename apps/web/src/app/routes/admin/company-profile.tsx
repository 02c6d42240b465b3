// A company's profile, as the scheme office edits it. One feature's page as it is.
export { AdminCompanyProfilePage as default } from '../../../features/company-profile/components/admin-company-profile-page';
