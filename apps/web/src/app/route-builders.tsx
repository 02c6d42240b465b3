// The pieces every area's route table is made of (app/routes.tsx and the <area>-routes.tsx files):
// a page whose route file loads lazily with its title, one page at several addresses, and a
// signed-in area with its guard and its lazily loaded shell.
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { CatalogArea } from '../lib/catalog-areas';
import { loadArea } from '../lib/i18n';
import type { PageHandle } from '../lib/page-title';
import { ToDashboard } from './guards';

/**
 * A route file: its `Component` is the page, `title` its title's key in the `titles` catalog (and
 * `description`, a public page's description; lib/page-title.ts). A page whose area is not its
 * layout's (the public layout frames the admin's sign-in and first profile pages) names the area
 * whose catalogs it needs, loaded with its code.
 */
export const page = (
  title: string,
  load: () => Promise<{ Component: React.ComponentType }>,
  { area, description }: { area?: CatalogArea; description?: string } = {},
) => ({
  handle: { title, description } satisfies PageHandle,
  lazy: async () => {
    const [{ Component }] = await Promise.all([load(), area && loadArea(area)]);
    return { Component };
  },
});

/** The signed-in shell of an area: the router loads it, and the area's catalogs, with the page it frames. */
const shell = (area: 'candidate' | 'company' | 'admin') => ({
  lazy: async () => {
    const [{ Shell }] = await Promise.all([import('./shell'), loadArea(area)]);
    return { element: <Shell area={area} /> };
  },
});

/** Several addresses of one page (older links keep working). */
export const paths = (list: string[], route: ReturnType<typeof page>) => list.map((path) => ({ path, ...route }));

/**
 * A signed-in area at `path`: its guard, its bare address leading to its dashboard, and its pages in
 * the area's shell.
 */
export const signedInArea = (
  path: string,
  guard: ReactElement,
  area: 'candidate' | 'company' | 'admin',
  pages: RouteObject[],
): RouteObject => ({
  path,
  element: guard,
  children: [
    { index: true, element: <ToDashboard /> },
    { ...shell(area), children: pages },
  ],
});
