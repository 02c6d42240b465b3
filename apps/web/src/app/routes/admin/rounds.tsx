// The scheme's rounds: list, form, delete. One feature's page as it is.
export { RoundsPage as default } from '../../../features/rounds/components/rounds-page';
