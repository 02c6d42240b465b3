// The company's inbox and sent box.
import { MessagesPage } from '../../../features/messages/components/messages-page';

export default function Component() {
  return <MessagesPage area="company" />;
}
