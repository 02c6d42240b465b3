// The saved jobs. One feature's page as it is; its loader asks for the page of them the address names.
import type { LoaderFunctionArgs } from 'react-router';
import { savedJobsQuery } from '../../../features/job-search/api/get-saved-jobs';
import { prefetched } from '../../../lib/prefetch.server';
import { readPage } from '../../../lib/url-params';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [savedJobsQuery(readPage(new URL(request.url).searchParams))]);

export { SavedJobsPage as default } from '../../../features/job-search/components/saved-jobs-page';
