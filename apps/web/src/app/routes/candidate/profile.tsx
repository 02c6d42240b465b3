// The candidate's profile. One feature's page as it is.
export { CandidateProfilePage as Component } from '../../../features/candidate-profile/components/candidate-profile-page';
