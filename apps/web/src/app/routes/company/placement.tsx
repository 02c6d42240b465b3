// One of the company's placements with its actions; one not theirs is "not found". Its loader asks
// for the placement.
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { placementQuery } from '../../../features/placements/api/get-placement';
import { PlacementDetailPage } from '../../../features/placements/components/placement-detail-page';
import { prefetched } from '../../../lib/prefetch.server';
import { NotFoundPage } from '../../not-found-page';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: placementQuery(params.id ?? '') });

export default function Component() {
  const { id = '' } = useParams();
  return <PlacementDetailPage key={id} area="company" id={id} notFound={<NotFoundPage />} />;
}
