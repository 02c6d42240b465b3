// A message to everyone a list shows with its filters (?list=&<filters>). Its loader counts them.
import { audienceListOf } from '@fis/shared/group-message-schemas';
import type { LoaderFunctionArgs } from 'react-router';
import { groupAudienceQuery } from '../../../features/group-messages/api/group-messages';
import { audienceFilters } from '../../../features/group-messages/utils/audience';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  const list = audienceListOf(params.get('list'));
  if (!list) return prefetched(context, []);
  return prefetched(context, [groupAudienceQuery(list, audienceFilters(params))]);
};

export { NewGroupMessagePage as default } from '../../../features/group-messages/components/new-group-message-page';
