// The route table (SPEC section 2) for what is built so far, put together from one table per area:
// public-routes.tsx, candidate-routes.tsx, company-routes.tsx and admin-routes.tsx, made with the
// builders of route-builders.tsx. Each address points at a route file under app/routes/<area>/,
// which puts the features' pieces together into a page (features never import each other). Route
// files and both layouts load lazily, so the landing page downloads neither the portals nor their
// layout, and a signed-in page not the public layout (docs/decisions/014); each area's catalogs
// load with its routes (lib/catalog-areas.ts). The browser runs it in app/router.tsx; the build
// prerenders the public pages from it (build/prerender.tsx).
import type { DataRouter, RouteObject } from 'react-router';
import type { PageHandle } from '../lib/page-title';
import { adminRoutes } from './admin-routes';
import { candidateRoutes } from './candidate-routes';
import { companyRoutes } from './company-routes';
import { DocumentTitle } from './document-title';
import { NotFoundRoute } from './not-found-page';
import { publicRoutes } from './public-routes';

const notFound: PageHandle = { title: 'notFound' };

// Under one root that writes the page's title into the document (app/document-title.tsx).
export const routes: RouteObject[] = [
  {
    element: <DocumentTitle />,
    children: [
      publicRoutes,
      // Outside the public layout: a signed-in user sees not-found in their own.
      { path: 'not-found', handle: notFound, element: <NotFoundRoute /> },
      { path: '*', handle: notFound, element: <NotFoundRoute /> },
      candidateRoutes,
      companyRoutes,
      adminRoutes,
    ],
  },
];

/** Settles once the router has loaded the lazy routes of the address it started at. */
export function routerReady(from: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (from.state.initialized) return resolve();
    const unsubscribe = from.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
