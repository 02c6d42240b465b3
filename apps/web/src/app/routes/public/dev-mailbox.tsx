// The development mailbox, where the API has one; elsewhere (production, a mail server set, a
// caller on another machine) the address is a page that does not exist, and shows not-found.
import type { LoaderFunctionArgs } from 'react-router';
import { mailboxQuery } from '../../../features/dev-mailbox/api/get-mailbox';
import { DevMailboxPage } from '../../../features/dev-mailbox/components/dev-mailbox-page';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

// Where the API has no mailbox (it answers 404), the answer is the not-found page with 404.
export const loader = ({ context }: LoaderFunctionArgs) => prefetched(context, [], { record: mailboxQuery() });

export default function Component() {
  return <DevMailboxPage notFound={<NotFoundPage />} />;
}
