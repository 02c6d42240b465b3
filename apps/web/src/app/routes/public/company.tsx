// /companies/:id, a listed company's profile and open internships, open to anyone signed out
// (docs/decisions/044): the page candidates see, without the reviews, the messages and the
// directory, whose jobs lead to their public pages. A signed-in candidate goes to their own page
// of the company. The server's first HTML holds the company, and in its head what link previews
// and search engines read (features/job-search/utils/company-page-meta.ts).
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { companyQuery } from '../../../features/job-search/api/get-company';
import { CompanyNotAvailable, CompanyPage } from '../../../features/job-search/components/company-page';
import { VisitorPage } from '../../../features/job-search/components/job-pages';
import { companyPage } from '../../../features/job-search/utils/company-page-meta';
import { headMeta } from '../../../features/job-search/utils/public-page-meta';
import { deliveredData, prefetched } from '../../../lib/prefetch.server';
import { saysGone } from '../../../lib/record-gone';
import { candidateGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';
import { headOptions } from '../../public-head.server';

export default function Component() {
  return (
    <VisitorPage>
      <CompanyPage />
    </VisitorPage>
  );
}

export const ErrorBoundary = saysGone(
  <VisitorPage>
    <CompanyNotAvailable />
  </VisitorPage>,
);

const guard = candidateGoesTo(({ id = '' }) => `/candidate/company/${id}`);

/**
 * The company, and the page's title, description and head as they name it. One not listed leaves
 * them out: the page says it is not available, with 404, as a job's does.
 */
export async function loader(args: LoaderFunctionArgs) {
  await guard.loader(args);
  const { context, request, params } = args;
  const query = companyQuery(params.id ?? '');
  const first = await prefetched(context, [], { record: query });
  const company = deliveredData<CompanyPublicProfile>(first, query);
  // The API failed otherwise: the page asks for the company itself, and says what failed.
  if (!company) return first;
  return {
    ...first,
    ...companyPage(company, headOptions(request, context)),
  };
}

export const meta: MetaFunction<typeof loader> = headMeta;

export const handle: AreaHandle = { area: 'candidate' };
