// The intern's placements, with their dates to agree to. One feature's page as it is; its loader
// asks for the page of placements the address chooses.
import type { LoaderFunctionArgs } from 'react-router';
import { placementsQuery } from '../../../features/placements/api/get-placements';
import { prefetched } from '../../../lib/prefetch.server';
import { readPage } from '../../../lib/url-params';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [placementsQuery('own', { page: readPage(new URL(request.url).searchParams) })]);

export { InternPlacementsPage as default } from '../../../features/placements/components/intern-placements-page';
