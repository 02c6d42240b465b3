// A round's fill board: its funded places by side and by company, and the grants. One feature's page as it is.
export { PlacesBoardPage as default } from '../../../features/rounds/components/places-board-page';
