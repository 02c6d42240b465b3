// The company's placements, filtered by where they stand. One feature's page as it is; its loader
// asks for the page of placements the address's filter and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { placementsQuery } from '../../../features/placements/api/get-placements';
import { PlacementsListPage, readPlacementList } from '../../../features/placements/components/placements-list-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { scope, query } = readPlacementList('company', new URL(request.url).searchParams);
  return prefetched(context, [placementsQuery(scope, query)]);
};

export default function Component() {
  return <PlacementsListPage area="company" />;
}
