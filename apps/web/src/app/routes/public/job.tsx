// /jobs/:id, a job anyone can open signed out, as a student shares it in a chat (docs/decisions/044):
// the job as a candidate sees it, with "Sign in to apply" where Apply would be, which leads through
// sign-in to the apply form, and links to the other public pages. A signed-in candidate goes to
// their own page of the job; a company or the office reads it as it is, without Apply.
import { Container } from '@mantine/core';
import { JobDetailPage } from '../../../features/job-search/components/job-detail-page';
import { JobPagesContext, visitorJobPages } from '../../../features/job-search/components/job-pages';
import { SignInToApply } from '../../../features/job-search/components/sign-in-to-apply';
import { useCurrentUser } from '../../../lib/current-user';
import { candidateGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';

export default function Component() {
  const { data: user } = useCurrentUser();
  return (
    <Container size="lg" py="xl">
      <JobPagesContext value={visitorJobPages}>
        <JobDetailPage apply={(job) => (user ? null : <SignInToApply job={job} />)} />
      </JobPagesContext>
    </Container>
  );
}

const guard = candidateGoesTo(({ id = '' }) => `/candidate/job-detail/${id}`);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'candidate' };
