// One message of the company's boxes with its thread; one not theirs is "not found".
import { useParams } from 'react-router';
import { MessageDetailPage } from '../../../features/messages/components/message-detail-page';
import { NotFoundPage } from '../../not-found-page';

export default function Component() {
  const { id = '' } = useParams();
  return <MessageDetailPage key={id} area="company" id={id} notFound={<NotFoundPage />} />;
}
