// "Page not found", with a way back: a signed-in user goes back to their own dashboard, anyone
// else to the home page.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { PageLink } from '../components/ui/page-link';
import { useCurrentUser } from '../lib/current-user';
import { useAreaCatalogs } from '../lib/i18n';
import { usePageTitle } from '../lib/page-title';
import { type Area, areaOf, dashboardPath } from '../lib/session';

/** Also where a page's record or feature is missing: the document's title then says not found too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  usePageTitle('notFound');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={PageLink} to={user ? dashboardPath(user) : '/'}>
          {t(user ? 'actions.goDashboard' : 'actions.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}

/** A page that failed to draw (root.tsx's error boundary): the server's words, and a retry. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('pageError.title')}</Title>
        <Text c="dimmed">{t('errors:INTERNAL')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
      </Stack>
    </Container>
  );
}

// Either layout loads only when needed, with its area's catalogs (docs/decisions/014).
const Shell = lazy(() => import('./shell').then((m) => ({ default: m.Shell })));
const PublicLayout = lazy(() =>
  import('../components/layout/public-layout').then((m) => ({ default: m.PublicLayout })),
);

function SignedInNotFound({ area }: { area: Area }) {
  useAreaCatalogs(area);
  return (
    <Shell area={area}>
      <NotFoundPage />
    </Shell>
  );
}

function SignedOutNotFound() {
  useAreaCatalogs('public');
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

/** Not-found inside the layout of whoever asks: a signed-in user keeps their own header and navigation. */
export function NotFoundRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      {user ? <SignedInNotFound area={areaOf(user.role)} /> : <SignedOutNotFound />}
    </Suspense>
  );
}
