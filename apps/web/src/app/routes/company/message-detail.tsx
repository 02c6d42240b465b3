// One message of the company's boxes with its thread; one not theirs is "not found".
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { messageQuery, unreadCountQuery } from '../../../features/messages/api/messages';
import { MessageDetailPage } from '../../../features/messages/components/message-detail-page';
import { latestNotificationsQuery } from '../../../features/notifications/api/notifications';
import { joined, prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

// The message (404 where the API has none for the company); opening it marked it read, so the
// shell's count and bell are asked again after it (these copies win over the layout's, first-data.ts).
export async function loader({ context, params }: LoaderFunctionArgs) {
  const first = await prefetched(context, [], { record: messageQuery(params.id ?? '') });
  return joined(first, await prefetched(context, [unreadCountQuery(), latestNotificationsQuery(context.language)]));
}

export default function Component() {
  const { id = '' } = useParams();
  return <MessageDetailPage key={id} area="company" id={id} notFound={<NotFoundPage />} />;
}
