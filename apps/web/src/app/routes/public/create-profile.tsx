// A candidate's first profile. One feature's page as it is.
export { CreateProfilePage as Component } from '../../../features/candidate-profile/components/create-profile-page';
