// One placement with the office's actions (decide a waiting extension, record an early end).
import { useParams } from 'react-router';
import { PlacementDetailPage } from '../../../features/placements/components/placement-detail-page';
import { NotFoundPage } from '../../not-found-page';

export default function Component() {
  const { id = '' } = useParams();
  return <PlacementDetailPage key={id} area="admin" id={id} notFound={<NotFoundPage />} />;
}
