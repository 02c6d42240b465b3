// Every placement, filtered by round, state and a waiting extension. One feature's page as it is;
// its loader asks for the page of placements the address's filters and page choose, and the rounds
// of the round filter.
import type { LoaderFunctionArgs } from 'react-router';
import { placementsQuery } from '../../../features/placements/api/get-placements';
import { roundChoicesQuery } from '../../../features/placements/api/get-round-choices';
import { PlacementsListPage, readPlacementList } from '../../../features/placements/components/placements-list-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { scope, query } = readPlacementList('admin', new URL(request.url).searchParams);
  return prefetched(context, [placementsQuery(scope, query), roundChoicesQuery()]);
};

export default function Component() {
  return <PlacementsListPage area="admin" />;
}
