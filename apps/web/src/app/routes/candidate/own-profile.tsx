// /candidate/profile: on to the candidate's own profile. One feature's page as it is.
export { OwnProfileRedirect as Component } from '../../../features/candidate-profile/components/candidate-profile-page';
