// The intern's placements, with their dates to agree to. One feature's page as it is.
export { InternPlacementsPage as default } from '../../../features/placements/components/intern-placements-page';
