// The landing page. One feature's page as it is, with its key dates and participating companies
// in the server's HTML.
import type { LoaderFunctionArgs } from 'react-router';
import { participatingBrandsQuery } from '../../../features/landing/api/get-participating-brands';
import { prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';

export { LandingPage as default } from '../../../features/landing/components/landing-page';

export const loader = ({ context }: LoaderFunctionArgs) =>
  prefetched(context, [publicRoundsQuery(), participatingBrandsQuery()]);
