// The job search, with the candidate's recommended jobs below it (docs/decisions/027).
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { jobSearchQuery } from '../../../features/job-search/api/search-jobs';
import { JobListPage } from '../../../features/job-search/components/job-list-page';
import { readJobFilters } from '../../../features/job-search/components/url-filters';
import { prefetched } from '../../../lib/prefetch.server';

// Below the results (drawn once they are), loaded as the reader comes near them: their cards,
// dialog and scroll area would otherwise be downloaded and run beside the page's first paint
// (docs/decisions/014). Their data is asked for at start all the same (SPEC section 2).
const RecommendedJobsSection = lazy(() =>
  import('../../../features/recommendations/components/recommended-jobs-section').then((m) => ({
    default: m.RecommendedJobsSection,
  })),
);

/** How far below the screen the recommendations start loading: about a phone's screen. */
const NEAR = '800px';

// The search the address asks for; the recommended jobs come with their section, further down.
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, [jobSearchQuery(readJobFilters(new URL(request.url).searchParams))]);

export default function Component() {
  return <JobListPage recommended={<Recommended />} />;
}

/** On its own, so that its state draws it alone, not the page and its cards again. */
function Recommended() {
  const { ref, entry } = useIntersection({ rootMargin: `0px 0px ${NEAR} 0px` });
  const [near, setNear] = useState(false);
  // Kept once near: scrolling back up does not take them away.
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <RecommendedJobsSection />
        </Suspense>
      )}
    </div>
  );
}
