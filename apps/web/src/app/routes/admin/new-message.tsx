// A new message from the admin (prefilled by ?to=&subject=).
import { NewMessagePage } from '../../../features/messages/components/new-message-page';

export default function Component() {
  return <NewMessagePage area="admin" />;
}
