// /companies/:id, a listed company's profile and open internships, open to anyone signed out
// (docs/decisions/044): the page candidates see, without the reviews, the messages and the
// directory, whose jobs lead to their public pages. A signed-in candidate goes to their own page
// of the company. The server's first HTML holds the company, and in its head what link previews
// and search engines read (features/job-search/utils/company-page-meta.ts).
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { Container } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { companyQuery } from '../../../features/job-search/api/get-company';
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { JobPagesContext, visitorJobPages } from '../../../features/job-search/components/job-pages';
import { companyPage } from '../../../features/job-search/utils/company-page-meta';
import { headMeta } from '../../../features/job-search/utils/public-page-meta';
import { deliveredData, prefetched } from '../../../lib/prefetch.server';
import { candidateGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';
import { headOptions } from '../../public-head.server';

export default function Component() {
  return (
    <Container size="lg" py="xl">
      <JobPagesContext value={visitorJobPages}>
        <CompanyPage />
      </JobPagesContext>
    </Container>
  );
}

const guard = candidateGoesTo(({ id = '' }) => `/candidate/company/${id}`);

/** The company, and the page's title, description and head as they name it (none when it is not listed). */
export async function loader(args: LoaderFunctionArgs) {
  await guard.loader(args);
  const { context, request, params } = args;
  const query = companyQuery(params.id ?? '');
  const first = await prefetched(context, [query]);
  const company = deliveredData<CompanyPublicProfile>(first, query);
  if (!company) return first;
  return {
    ...first,
    ...companyPage(company, headOptions(request, context)),
  };
}

export const meta: MetaFunction<typeof loader> = headMeta;

export const handle: AreaHandle = { area: 'candidate' };
