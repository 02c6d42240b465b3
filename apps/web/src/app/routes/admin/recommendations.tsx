// The scheme office's recommendations: the funnel and the picks. One feature's page as it is; its
// loader asks for the funnel and the page of picks the address's period, outcome and page choose.
import type { LoaderFunctionArgs } from 'react-router';
import { recommendationsQuery } from '../../../features/office-recommendations/api/recommendations';
import { readRecommendationsQuery } from '../../../features/office-recommendations/components/recommendations-page';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [recommendationsQuery(readRecommendationsQuery(new URL(request.url).searchParams))]);

export { RecommendationsPage as default } from '../../../features/office-recommendations/components/recommendations-page';
