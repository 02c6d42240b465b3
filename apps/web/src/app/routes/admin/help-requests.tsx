// The need-help requests, open and answered. One feature's page as it is; its loader asks for the
// page of requests the address's tab and page choose, and the office's team their "Assigned to"
// fields list.
import type { LoaderFunctionArgs } from 'react-router';
import { helpRequestsQuery } from '../../../features/help/api/get-help-requests';
import { readHelpRequestsAddress } from '../../../features/help/components/help-requests-page';
import { teamQuery } from '../../../lib/admin-team';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { status, page, assignee } = readHelpRequestsAddress(new URL(request.url).searchParams);
  return prefetched(context, [helpRequestsQuery(status, page, assignee), teamQuery()]);
};

export { HelpRequestsPage as default } from '../../../features/help/components/help-requests-page';
