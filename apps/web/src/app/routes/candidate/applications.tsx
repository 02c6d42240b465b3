// The candidate's applications; an application's drawer shows its interviews and a way to write
// to the company (the messages feature).
import { type CandidateApplicationPage, candidateApplicationListQuerySchema } from '@fis/shared/application-schemas';
import type { LoaderFunctionArgs } from 'react-router';
import {
  applicationsNameNextRound,
  candidateApplicationsQuery,
} from '../../../features/applications/api/get-candidate-applications';
import { CandidateApplicationsPage } from '../../../features/applications/components/candidate-applications-page';
import { joined, prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';
import { parseQuery } from '../../../lib/url-params';
import { applicationInterviews, candidateCompanyMessage } from '../pipeline-parts';

// The list the address asks for (not an application's drawer), and the rounds only where the
// list names the next one: known once the list is.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { view, page } = parseQuery(candidateApplicationListQuerySchema, new URL(request.url).searchParams);
  const first = await prefetched(context, [candidateApplicationsQuery(view, page)]);
  const list = first.firstData.queries[0]?.state.data as CandidateApplicationPage | undefined;
  if (!list || !applicationsNameNextRound(view, list)) return first;
  return joined(first, await prefetched(context, [publicRoundsQuery()]));
}

export default function Component() {
  return <CandidateApplicationsPage interviews={applicationInterviews} companyMessage={candidateCompanyMessage} />;
}
