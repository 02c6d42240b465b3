// /jobs/:id, a job anyone can open signed out, as a student shares it in a chat (docs/decisions/044):
// the job as a candidate sees it, with "Sign in to apply" where Apply would be, which leads through
// sign-in to the apply form, and links to the other public pages. A signed-in candidate goes to
// their own page of the job; a company or the office reads it as it is, without Apply.
// The server's first HTML holds the job, and in its head what link previews and search engines
// read (features/job-search/utils/job-posting.ts): the loader asks for the job once, as the visitor
// (a view, counted once a day per visitor), and the browser does not ask again as it hydrates.
import type { JobDetail } from '@fis/shared/job-search-schemas';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { jobQuery } from '../../../features/job-search/api/get-job';
import { JobDetailPage, JobNotAvailable } from '../../../features/job-search/components/job-detail-page';
import { VisitorPage } from '../../../features/job-search/components/job-pages';
import { SignInToApply } from '../../../features/job-search/components/sign-in-to-apply';
import { jobPage } from '../../../features/job-search/utils/job-posting';
import { headMeta } from '../../../features/job-search/utils/public-page-meta';
import { useCurrentUser } from '../../../lib/current-user';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';
import { saysGone } from '../../../lib/record-gone';
import { candidateGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';
import { headOptions } from '../../public-head.server';

export default function Component() {
  const { data: user } = useCurrentUser();
  return (
    <VisitorPage>
      <JobDetailPage apply={(job) => (user ? null : <SignInToApply job={job} />)} />
    </VisitorPage>
  );
}

export const ErrorBoundary = saysGone(
  <VisitorPage>
    <JobNotAvailable />
  </VisitorPage>,
);

const guard = candidateGoesTo(({ id = '' }) => `/candidate/job-detail/${id}`);

/**
 * The job, and the page's title, description and head as they name it. A job the API does not
 * answer (never public, removed) leaves them out: the page says it is not available, with 404, so
 * that a search engine drops the address (a closed job's page stays, saying it is closed).
 */
export async function loader(args: LoaderFunctionArgs) {
  await guard.loader(args);
  const { context, request, params } = args;
  const query = jobQuery(params.id ?? '');
  const first = await prefetched(context, [], { record: query });
  const job = deliveredData<JobDetail>(first, query);
  // The API failed otherwise: the page asks for the job itself, and says what failed.
  if (!job) return first;
  // Where Apply would be, a job whose round has ended names the next round (application-period.tsx).
  const rounds = job.visible && job.round.phase === 'ended' ? await prefetched(context, [publicRoundsQuery()]) : null;
  return {
    ...joined(first, ...(rounds ? [rounds] : [])),
    ...jobPage(job, headOptions(request, context)),
  };
}

export const meta: MetaFunction<typeof loader> = headMeta;

export const handle: AreaHandle = { area: 'candidate' };
