// /admin-portal/candidates: every candidate, searched and filtered. One feature's page as it is; its
// loader asks for the page of candidates the address's filters, search, sort and page choose, and the
// rounds of the round filter.
import type { LoaderFunctionArgs } from 'react-router';
import { adminListQuery } from '../../../features/admin-lists/api/admin-lists';
import { roundChoicesQuery } from '../../../features/admin-lists/api/get-round-choices';
import { readCandidateListQuery } from '../../../features/admin-lists/utils/list-queries';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [
    adminListQuery('candidates', readCandidateListQuery(new URL(request.url).searchParams)),
    roundChoicesQuery(),
  ]);

export { CandidatesListPage as default } from '../../../features/admin-lists/components/candidates-list-page';
