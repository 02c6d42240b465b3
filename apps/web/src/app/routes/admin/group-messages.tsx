// The office's group messages, newest first. Its loader asks for the page the address names.
import type { LoaderFunctionArgs } from 'react-router';
import { groupMessagesQuery } from '../../../features/group-messages/api/group-messages';
import { prefetched } from '../../../lib/prefetch.server';
import { readPage } from '../../../lib/url-params';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [groupMessagesQuery(readPage(new URL(request.url).searchParams))]);

export { GroupMessagesPage as default } from '../../../features/group-messages/components/group-messages-page';
