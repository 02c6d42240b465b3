// The candidate's applications; an application's drawer shows its interviews and a way to write
// to the company (the messages feature). Its loader reads the view and page from the address with
// the list's schema and hands them to the page, which so carries no schema code.
import { type CandidateApplicationPage, candidateApplicationListQuerySchema } from '@fis/shared/application-schemas';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
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
  const query = parseQuery(candidateApplicationListQuerySchema, new URL(request.url).searchParams);
  const first = await prefetched(context, [candidateApplicationsQuery(query.view, query.page)]);
  const list = first.firstData.queries[0]?.state.data as CandidateApplicationPage | undefined;
  if (!list || !applicationsNameNextRound(query.view, list)) return { ...first, query };
  return { ...joined(first, await prefetched(context, [publicRoundsQuery()])), query };
}

export default function Component() {
  return (
    <CandidateApplicationsPage
      query={useLoaderData<typeof loader>().query}
      interviews={applicationInterviews}
      companyMessage={candidateCompanyMessage}
    />
  );
}
