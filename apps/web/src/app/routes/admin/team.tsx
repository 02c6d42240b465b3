// The admin team: invite, list, remove. One feature's page as it is.
export { TeamPage as default } from '../../../features/admin-accounts/components/team-page';
