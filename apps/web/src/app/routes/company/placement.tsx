// One of the company's placements with its actions; one not theirs is "not found".
import { useParams } from 'react-router';
import { PlacementDetailPage } from '../../../features/placements/components/placement-detail-page';
import { NotFoundPage } from '../../not-found-page';

export default function Component() {
  const { id = '' } = useParams();
  return <PlacementDetailPage key={id} area="company" id={id} notFound={<NotFoundPage />} />;
}
