// The admin team: invite, list, remove. One feature's page as it is; its loader asks for the team.
import type { LoaderFunctionArgs } from 'react-router';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) => prefetched(context, [teamQuery()]);

export { TeamPage as default } from '../../../features/admin-accounts/components/team-page';
