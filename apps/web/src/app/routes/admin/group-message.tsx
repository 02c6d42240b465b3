// One group message and how far it has gone. Its loader asks for it.
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { groupMessageQuery } from '../../../features/group-messages/api/group-messages';
import { GroupMessagePage } from '../../../features/group-messages/components/group-message-page';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: groupMessageQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  return <GroupMessagePage key={id} id={id} notFound={<NotFoundPage />} />;
}
