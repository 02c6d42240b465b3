// The scheme's rounds: list, form, delete. One feature's page as it is; its loader asks for the rounds.
import type { LoaderFunctionArgs } from 'react-router';
import { adminRoundsQuery } from '../../../features/rounds/api/get-admin-rounds';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context }: LoaderFunctionArgs) => prefetched(context, [adminRoundsQuery()]);

export { RoundsPage as default } from '../../../features/rounds/components/rounds-page';
