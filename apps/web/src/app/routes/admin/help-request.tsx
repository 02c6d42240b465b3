// One need-help request with its answer. One feature's page as it is; its loader asks for the request.
import type { LoaderFunctionArgs } from 'react-router';
import { helpRequestQuery } from '../../../features/help/api/get-help-request';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: helpRequestQuery(params.id ?? '') });

export { HelpRequestDetailPage as default } from '../../../features/help/components/help-request-detail-page';
