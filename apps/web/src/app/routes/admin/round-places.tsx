// A round's fill board: its funded places by side and by company, and the grants. One feature's page
// as it is; its loader asks for the board and the rounds (the title names the round).
import type { LoaderFunctionArgs } from 'react-router';
import { adminRoundsQuery } from '../../../features/rounds/api/get-admin-rounds';
import { placesBoardQuery } from '../../../features/rounds/api/get-places-board';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [adminRoundsQuery()], { record: placesBoardQuery(params.id ?? '') });

export { PlacesBoardPage as default } from '../../../features/rounds/components/places-board-page';
