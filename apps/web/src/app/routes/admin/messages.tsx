// The office's inbox and sent box.
import type { LoaderFunctionArgs } from 'react-router';
import { messagesQuery } from '../../../features/messages/api/messages';
import { readMailboxParams } from '../../../features/messages/components/mailbox-params';
import { MessagesPage } from '../../../features/messages/components/messages-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { box, keyword, page } = readMailboxParams(new URL(request.url).searchParams);
  return prefetched(context, [messagesQuery(box, keyword, page)]);
};

export default function Component() {
  return <MessagesPage area="admin" />;
}
