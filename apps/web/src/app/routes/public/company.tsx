// /companies/:id, a listed company's profile and open internships, open to anyone signed out
// (docs/decisions/044): the page candidates see, without the reviews, the messages and the
// directory, whose jobs lead to their public pages. A signed-in candidate goes to their own page
// of the company.
import { Role } from '@fis/shared/enums';
import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { JobPagesContext, visitorJobPages } from '../../../features/job-search/components/job-pages';
import { useCurrentUser } from '../../../lib/current-user';

export function Component() {
  const { id = '' } = useParams();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (user?.role === Role.CANDIDATE) return <Navigate to={`/candidate/company/${id}`} replace />;
  return (
    <Container size="lg" py="xl">
      <JobPagesContext value={visitorJobPages}>
        <CompanyPage />
      </JobPagesContext>
    </Container>
  );
}
