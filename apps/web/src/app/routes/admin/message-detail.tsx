// One message of the admin's boxes with its thread; one not theirs is "not found".
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { messageQuery } from '../../../features/messages/api/messages';
import { MessageDetailPage } from '../../../features/messages/components/message-detail-page';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

// The message (404 where the API has none for the admin); the page marks it read once shown.
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: messageQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  return <MessageDetailPage key={id} area="admin" id={id} notFound={<NotFoundPage />} />;
}
