// /companies/:id, a listed company's profile and open internships, open to anyone signed out
// (docs/decisions/044): the page candidates see, without the reviews, the messages and the
// directory, whose jobs lead to their public pages. A signed-in candidate goes to their own page
// of the company. The server's first HTML holds the company, and in its head what link previews
// and search engines read (features/job-search/utils/company-page-meta.ts).
import { isLanguage } from '@fis/shared/i18n';
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { Container } from '@mantine/core';
import { hashKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from 'react-router';
import { companyQuery } from '../../../features/job-search/api/get-company';
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { JobPagesContext, visitorJobPages } from '../../../features/job-search/components/job-pages';
import { companyPage } from '../../../features/job-search/utils/company-page-meta';
import { i18nFor } from '../../../lib/i18n.server';
import { prefetched } from '../../../lib/prefetch.server';
import { candidateGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';

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
  const hash = hashKey(query.queryKey);
  const company = first.firstData.queries.find((delivered) => delivered.queryHash === hash)?.state.data as
    | CompanyPublicProfile
    | undefined;
  if (!company) return first;
  const url = new URL(request.url);
  const chosen = url.searchParams.get('lng');
  const { language } = context;
  return {
    ...first,
    ...companyPage(company, {
      origin: url.origin,
      chosen: isLanguage(chosen) ? chosen : null,
      language,
      t: i18nFor(language).t,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData && 'meta' in loaderData ? (loaderData.meta as MetaDescriptor[]) : [];

export const handle: AreaHandle = { area: 'candidate' };
