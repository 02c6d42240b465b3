// The route table (SPEC section 2) for what is built so far. Each address points at a route file
// under app/routes/<area>/, which puts the features' pieces together into a page (features never
// import each other). Route files and both layouts load lazily, so the landing page downloads
// neither the portals nor their layout, and a signed-in page not the public layout
// (docs/decisions/014); each area's catalogs load with its routes (lib/catalog-areas.ts). The
// browser runs it in app/router.tsx; the build prerenders the public pages from it
// (build/prerender.tsx).
import { Role } from '@fis/shared/enums';
import type { DataRouter, RouteObject } from 'react-router';
import type { CatalogArea } from '../lib/catalog-areas';
import { loadArea } from '../lib/i18n';
import { RequireRole, SignedOutOnly, ToDashboard } from './guards';
import { NotFoundRoute } from './not-found-page';

/**
 * A route file: its `Component` is the page. A page whose area is not its layout's (the public
 * layout frames the admin's sign-in and first profile pages) names the area whose catalogs it
 * needs, loaded with its code.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>, area?: CatalogArea) => ({
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

/**
 * The public pages' header and footer, with the public area's catalogs: the signed-in pages need
 * neither, so neither is in the entry (docs/decisions/014).
 */
const publicLayout = {
  lazy: async () => {
    const [{ PublicLayout }] = await Promise.all([import('../components/layout/public-layout'), loadArea('public')]);
    return { Component: PublicLayout };
  },
};

/** Several addresses of one page (older links keep working). */
const paths = (list: string[], route: ReturnType<typeof page>) => list.map((path) => ({ path, ...route }));

export const routes: RouteObject[] = [
  {
    ...publicLayout,
    children: [
      { index: true, ...page(() => import('./routes/public/landing')) },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'sign-in', ...page(() => import('./routes/public/sign-in')) },
          { path: 'sign-in/verify-otp', ...page(() => import('./routes/public/verify-otp')) },
          { path: 'register', ...page(() => import('./routes/public/register')) },
          { path: 'admin-portal/sign-in', ...page(() => import('./routes/public/admin-sign-in'), 'admin') },
        ],
      },
      { path: 'forgot-password', ...page(() => import('./routes/public/forgot-password')) },
      { path: 'update-password', ...page(() => import('./routes/public/update-password')) },
      { path: 'admin-invite', ...page(() => import('./routes/public/admin-invite'), 'admin') },
      { path: 'verify-email', ...page(() => import('./routes/public/verify-email')) },
      { path: 'dev/mailbox', ...page(() => import('./routes/public/dev-mailbox')) },
      { path: 'need-help', ...page(() => import('./routes/public/need-help')) },
      {
        path: 'create-company-profile',
        element: <RequireRole role={Role.COMPANY} />,
        children: [{ index: true, ...page(() => import('./routes/public/create-company-profile'), 'company') }],
      },
      {
        path: 'create-profile',
        element: <RequireRole role={Role.CANDIDATE} />,
        children: [{ index: true, ...page(() => import('./routes/public/create-profile'), 'candidate') }],
      },
    ],
  },
  // Outside the public layout: a signed-in user sees not-found in their own.
  { path: 'not-found', element: <NotFoundRoute /> },
  { path: '*', element: <NotFoundRoute /> },
  {
    path: 'candidate',
    element: <RequireRole role={Role.CANDIDATE} />,
    children: [
      { index: true, element: <ToDashboard /> },
      {
        ...shell('candidate'),
        children: [
          { path: 'dashboard', ...page(() => import('./routes/candidate/dashboard')) },
          { path: 'job-list', ...page(() => import('./routes/candidate/job-list')) },
          { path: 'job-detail/:id', ...page(() => import('./routes/candidate/job-detail')) },
          { path: 'saved-jobs', ...page(() => import('./routes/candidate/saved-jobs')) },
          { path: 'companies', ...page(() => import('./routes/candidate/companies')) },
          ...paths(
            ['company/:id', 'view-company/:companyId'],
            page(() => import('./routes/candidate/company')),
          ),
          { path: 'company/:id/write-review', ...page(() => import('./routes/candidate/write-review')) },
          { path: 'apply-job/:id', ...page(() => import('./routes/candidate/apply-job')) },
          { path: 'applications', ...page(() => import('./routes/candidate/applications')) },
          { path: 'interviews', ...page(() => import('./routes/candidate/interviews')) },
          { path: 'profile', ...page(() => import('./routes/candidate/own-profile')) },
          { path: 'profile/:id', ...page(() => import('./routes/candidate/profile')) },
          { path: 'messages', ...page(() => import('./routes/candidate/messages')) },
          { path: 'new-message', ...page(() => import('./routes/candidate/new-message')) },
          { path: 'message-detail/:id', ...page(() => import('./routes/candidate/message-detail')) },
          { path: 'setting', ...page(() => import('./routes/candidate/setting')) },
        ],
      },
    ],
  },
  {
    path: 'company',
    element: <RequireRole role={Role.COMPANY} />,
    children: [
      { index: true, element: <ToDashboard /> },
      {
        ...shell('company'),
        children: [
          { path: 'dashboard', ...page(() => import('./routes/company/dashboard')) },
          { path: 'profile', ...page(() => import('./routes/company/profile')) },
          { path: 'job-list', ...page(() => import('./routes/company/job-list')) },
          { path: 'interviews', ...page(() => import('./routes/company/interviews')) },
          { path: 'job/:id', ...page(() => import('./routes/company/job-detail')) },
          { path: 'candidates', ...page(() => import('./routes/company/candidates')) },
          { path: 'manage-candidates', ...page(() => import('./routes/company/saved-candidates')) },
          { path: 'candidate/:id', ...page(() => import('./routes/company/candidate')) },
          { path: 'messages', ...page(() => import('./routes/company/messages')) },
          { path: 'new-message', ...page(() => import('./routes/company/new-message')) },
          { path: 'message-detail/:id', ...page(() => import('./routes/company/message-detail')) },
          { path: 'setting', ...page(() => import('./routes/company/setting')) },
          ...paths(
            ['job/:id/candidates', 'job-detail/:id/candidates'],
            page(() => import('./routes/company/job-candidates')),
          ),
          ...paths(
            ['create-job', 'modify-job/:id', 'job/:id/modify'],
            page(() => import('./routes/company/job-form')),
          ),
        ],
      },
    ],
  },
  {
    path: 'admin-portal',
    element: <RequireRole role={Role.ADMIN} signedOutTo="/admin-portal/sign-in" />,
    children: [
      { index: true, element: <ToDashboard /> },
      {
        ...shell('admin'),
        children: [
          { path: 'dashboard', ...page(() => import('./routes/admin/dashboard')) },
          { path: 'job-approvals', ...page(() => import('./routes/admin/job-approvals')) },
          { path: 'jobs', ...page(() => import('./routes/admin/jobs')) },
          { path: 'candidates', ...page(() => import('./routes/admin/candidates')) },
          { path: 'companies', ...page(() => import('./routes/admin/companies')) },
          { path: 'applications', ...page(() => import('./routes/admin/applications')) },
          { path: 'companies/:id/profile', ...page(() => import('./routes/admin/company-profile')) },
          { path: 'candidates/:id', ...page(() => import('./routes/admin/candidate')) },
          { path: 'candidates/:id/edit', ...page(() => import('./routes/admin/candidate-edit')) },
          { path: 'companies/:id', ...page(() => import('./routes/admin/company')) },
          { path: 'companies/:id/jobs/new', ...page(() => import('./routes/admin/company-job-new')) },
          { path: 'jobs/:id/edit', ...page(() => import('./routes/admin/job-edit')) },
          { path: 'help-requests', ...page(() => import('./routes/admin/help-requests')) },
          { path: 'help-requests/:id', ...page(() => import('./routes/admin/help-request')) },
          { path: 'reviews', ...page(() => import('./routes/admin/reviews')) },
          { path: 'eligibility', ...page(() => import('./routes/admin/eligibility')) },
          { path: 'recommendations', ...page(() => import('./routes/admin/recommendations')) },
          { path: 'accounts/:id', ...page(() => import('./routes/admin/account')) },
          { path: 'team', ...page(() => import('./routes/admin/team')) },
          { path: 'audit-log', ...page(() => import('./routes/admin/audit-log')) },
        ],
      },
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
