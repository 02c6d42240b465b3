// The development mailbox, where the API has one; elsewhere (production, a mail server set, a
// caller on another machine) the address is a page that does not exist, and shows not-found.
import { DevMailboxPage } from '../../../features/dev-mailbox/components/dev-mailbox-page';
import { NotFoundPage } from '../../not-found-page';

export default function Component() {
  return <DevMailboxPage notFound={<NotFoundPage />} />;
}
