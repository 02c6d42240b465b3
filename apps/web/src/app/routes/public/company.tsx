// /companies/:id, a listed company's profile and open internships, open to anyone signed out
// (docs/decisions/044): the page candidates see, without the reviews, the messages and the
// directory, whose jobs lead to their public pages. A signed-in candidate goes to their own page
// of the company.
import { Container } from '@mantine/core';
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { JobPagesContext, visitorJobPages } from '../../../features/job-search/components/job-pages';
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
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'candidate' };
