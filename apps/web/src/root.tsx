// The document every page is drawn in, on the server and in the browser (docs/decisions/045): <html>
// in the reader's language, Mantine's styles and theme, the query client holding the current user
// the server found by the session cookie, the page's title, and React Router's scripts.
// Mantine's styles, all of them in its own order, as Mantine asks: split per component, the files
// came in an order that let one component's reset undo another's rule (a link's underline).
import '@mantine/core/styles.css';
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import { HTML_LANG, isLanguage } from '@fis/shared/i18n';
import { mantineHtmlProps } from '@mantine/core';
import { HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import { DocumentTitle } from './app/document-title';
import { NonceContext } from './app/load-context';
import { ErrorPage, NotFoundRoute } from './app/not-found-page';
import { areasOf } from './app/page-areas';
import { PageScripts } from './app/page-scripts';
import { Providers } from './app/providers';
import { endSuspendedSession } from './lib/account-suspended';
import { setUnauthorizedHandler } from './lib/api-client';
import { firstDataOf, forgetDelivered, markDelivered } from './lib/first-data';
import { useCatalogsOf } from './lib/i18n';
import { intlWarmUp } from './lib/locales';
import { ScreenGuess, screenGuess, useScreenRemembered } from './lib/phone-width';
import { getQueryClient } from './lib/query-client';
import { CURRENT_USER_KEY, SIGN_IN_PATH } from './lib/session';
import { cookieIn, SIDEBAR_COOKIE } from './lib/storage';

/** What every page starts from: the reader's language, who is signed in, the sidebar's state. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await context.currentUser();
  return {
    language: context.language,
    user,
    suspended: context.accountSuspended(),
    sidebarOpen: cookieIn(request.headers.get('Cookie'), SIDEBAR_COOKIE) !== 'false',
    phone: screenGuess(request.headers),
  };
}

// Asked once, with the first page: the browser keeps the user and the language up to date itself.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const start = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  // The page runs from here on (an error boundary's too): the browser tests wait for this mark
  // before they act on a page the server drew (apps/web/e2e/harness.ts), as a press before it does nothing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const shown: unknown = i18n.language || start?.language;
  const language = isLanguage(shown) ? shown : DEFAULT_LANGUAGE;
  return (
    <html lang={HTML_LANG[language]} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
        {/* The server's language: the same text in the browser, whatever i18next reads there. */}
        <script nonce={nonce}>{intlWarmUp(start?.language ?? DEFAULT_LANGUAGE)}</script>
      </head>
      <body>
        <ScreenGuess value={start?.phone ?? false}>
          <Providers user={start?.user}>{children}</Providers>
        </ScreenGuess>
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

/** SPEC section 7: a 401 clears the session and leads to the sign-in page, unless already there. */
function useSignInOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      getQueryClient().setQueryData(CURRENT_USER_KEY, null);
      const path = window.location.pathname;
      const area = path.startsWith('/admin-portal')
        ? 'admin'
        : path.startsWith('/institution')
          ? 'institution'
          : 'candidate';
      const target = SIGN_IN_PATH[area];
      if (path !== target) navigate(target);
    });
  }, [navigate]);
}

/** Queries a loader delivered and nobody used for this long are dropped. */
const DELIVERED_GC_MS = 30_000;

/** A session the server found suspended: ended here too, and the page says why (lib/account-suspended.ts). */
function useSuspendedOnArrival() {
  const suspended = useRouteLoaderData<typeof loader>('root')?.suspended;
  useEffect(() => {
    if (suspended) endSuspendedSession();
  }, [suspended]);
}

export default function App() {
  const matches = useMatches();
  useSuspendedOnArrival();
  useScreenRemembered();
  // The catalogs of the page's areas: the browser loads them before drawing the next page.
  useCatalogsOf(areasOf(matches.map((match) => match.handle)));
  useSignInOnUnauthorized();
  // The page's first data, from its loaders (lib/prefetch.server.ts).
  const firstData = useMemo(() => {
    const state = firstDataOf(matches.map((match) => match.loaderData));
    if (typeof window !== 'undefined') markDelivered(state);
    return state;
  }, [matches]);
  // An effect runs after those of the components below it: the page's observers have subscribed.
  useEffect(() => forgetDelivered(firstData), [firstData]);
  return (
    <HydrationBoundary state={firstData} options={{ defaultOptions: { queries: { gcTime: DELIVERED_GC_MS } } }}>
      <DocumentTitle />
      <Outlet />
    </HydrationBoundary>
  );
}

/** An address or a record that is not there (or not the reader's), else a failure of the page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <DocumentTitle titleKey={notFound ? 'notFound' : 'pageError'} />
      {notFound ? <NotFoundRoute /> : <ErrorPage />}
    </>
  );
}
