// The admin team and the institutions' coordinators: invite, list, remove. One feature's page as it
// is; its loader asks for the team and the coordinators.
import type { LoaderFunctionArgs } from 'react-router';
import { coordinatorsQuery } from '../../../features/admin-accounts/api/coordinators';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) => prefetched(context, [teamQuery(), coordinatorsQuery()]);

export { TeamPage as default } from '../../../features/admin-accounts/components/team-page';
