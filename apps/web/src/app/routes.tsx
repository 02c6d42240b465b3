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
import type { PageHandle } from '../lib/page-title';
import { DocumentTitle } from './document-title';
import { RequireRole, SignedOutOnly, ToDashboard } from './guards';
import { NotFoundRoute } from './not-found-page';

/**
 * A route file: its `Component` is the page, `title` its title's key in the `titles` catalog (and
 * `description`, a public page's description; lib/page-title.ts). A page whose area is not its
 * layout's (the public layout frames the admin's sign-in and first profile pages) names the area
 * whose catalogs it needs, loaded with its code.
 */
const page = (
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

const notFound: PageHandle = { title: 'notFound' };

/** Several addresses of one page (older links keep working). */
const paths = (list: string[], route: ReturnType<typeof page>) => list.map((path) => ({ path, ...route }));

// Under one root that writes the page's title into the document (app/document-title.tsx).
export const routes: RouteObject[] = [
  {
    element: <DocumentTitle />,
    children: [
      {
        ...publicLayout,
        children: [
          {
            index: true,
            ...page('public.landing', () => import('./routes/public/landing'), { description: 'description.landing' }),
          },
          {
            element: <SignedOutOnly />,
            children: [
              {
                path: 'sign-in',
                ...page('public.signIn', () => import('./routes/public/sign-in'), {
                  description: 'description.signIn',
                }),
              },
              { path: 'sign-in/verify-otp', ...page('public.verifyOtp', () => import('./routes/public/verify-otp')) },
              {
                path: 'register',
                ...page('public.register', () => import('./routes/public/register'), {
                  description: 'description.register',
                }),
              },
              {
                path: 'admin-portal/sign-in',
                ...page('public.adminSignIn', () => import('./routes/public/admin-sign-in'), { area: 'admin' }),
              },
            ],
          },
          {
            path: 'forgot-password',
            ...page('public.forgotPassword', () => import('./routes/public/forgot-password')),
          },
          {
            path: 'update-password',
            ...page('public.updatePassword', () => import('./routes/public/update-password')),
          },
          {
            path: 'admin-invite',
            ...page('public.adminInvite', () => import('./routes/public/admin-invite'), { area: 'admin' }),
          },
          { path: 'verify-email', ...page('public.verifyEmail', () => import('./routes/public/verify-email')) },
          { path: 'dev/mailbox', ...page('public.devMailbox', () => import('./routes/public/dev-mailbox')) },
          { path: 'need-help', ...page('public.needHelp', () => import('./routes/public/need-help')) },
          {
            path: 'create-company-profile',
            element: <RequireRole role={Role.COMPANY} />,
            children: [
              {
                index: true,
                ...page('public.createCompanyProfile', () => import('./routes/public/create-company-profile'), {
                  area: 'company',
                }),
              },
            ],
          },
          {
            path: 'create-profile',
            element: <RequireRole role={Role.CANDIDATE} />,
            children: [
              {
                index: true,
                ...page('public.createProfile', () => import('./routes/public/create-profile'), { area: 'candidate' }),
              },
            ],
          },
        ],
      },
      // Outside the public layout: a signed-in user sees not-found in their own.
      { path: 'not-found', handle: notFound, element: <NotFoundRoute /> },
      { path: '*', handle: notFound, element: <NotFoundRoute /> },
      {
        path: 'candidate',
        element: <RequireRole role={Role.CANDIDATE} />,
        children: [
          { index: true, element: <ToDashboard /> },
          {
            ...shell('candidate'),
            children: [
              { path: 'dashboard', ...page('candidate.dashboard', () => import('./routes/candidate/dashboard')) },
              { path: 'job-list', ...page('candidate.jobList', () => import('./routes/candidate/job-list')) },
              { path: 'job-detail/:id', ...page('candidate.jobDetail', () => import('./routes/candidate/job-detail')) },
              { path: 'saved-jobs', ...page('candidate.savedJobs', () => import('./routes/candidate/saved-jobs')) },
              { path: 'companies', ...page('candidate.companies', () => import('./routes/candidate/companies')) },
              ...paths(
                ['company/:id', 'view-company/:companyId'],
                page('candidate.company', () => import('./routes/candidate/company')),
              ),
              {
                path: 'company/:id/write-review',
                ...page('candidate.writeReview', () => import('./routes/candidate/write-review')),
              },
              { path: 'apply-job/:id', ...page('candidate.applyJob', () => import('./routes/candidate/apply-job')) },
              {
                path: 'applications',
                ...page('candidate.applications', () => import('./routes/candidate/applications')),
              },
              { path: 'interviews', ...page('candidate.interviews', () => import('./routes/candidate/interviews')) },
              { path: 'profile', ...page('candidate.ownProfile', () => import('./routes/candidate/own-profile')) },
              { path: 'profile/:id', ...page('candidate.profile', () => import('./routes/candidate/profile')) },
              { path: 'messages', ...page('candidate.messages', () => import('./routes/candidate/messages')) },
              { path: 'new-message', ...page('candidate.newMessage', () => import('./routes/candidate/new-message')) },
              {
                path: 'message-detail/:id',
                ...page('candidate.messageDetail', () => import('./routes/candidate/message-detail')),
              },
              { path: 'setting', ...page('candidate.setting', () => import('./routes/candidate/setting')) },
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
              { path: 'dashboard', ...page('company.dashboard', () => import('./routes/company/dashboard')) },
              { path: 'profile', ...page('company.profile', () => import('./routes/company/profile')) },
              { path: 'job-list', ...page('company.jobList', () => import('./routes/company/job-list')) },
              { path: 'interviews', ...page('company.interviews', () => import('./routes/company/interviews')) },
              { path: 'job/:id', ...page('company.jobDetail', () => import('./routes/company/job-detail')) },
              { path: 'candidates', ...page('company.candidates', () => import('./routes/company/candidates')) },
              {
                path: 'manage-candidates',
                ...page('company.savedCandidates', () => import('./routes/company/saved-candidates')),
              },
              { path: 'candidate/:id', ...page('company.candidate', () => import('./routes/company/candidate')) },
              { path: 'messages', ...page('company.messages', () => import('./routes/company/messages')) },
              { path: 'new-message', ...page('company.newMessage', () => import('./routes/company/new-message')) },
              {
                path: 'message-detail/:id',
                ...page('company.messageDetail', () => import('./routes/company/message-detail')),
              },
              { path: 'setting', ...page('company.setting', () => import('./routes/company/setting')) },
              ...paths(
                ['job/:id/candidates', 'job-detail/:id/candidates'],
                page('company.jobCandidates', () => import('./routes/company/job-candidates')),
              ),
              { path: 'create-job', ...page('company.createJob', () => import('./routes/company/job-form')) },
              ...paths(
                ['modify-job/:id', 'job/:id/modify'],
                page('company.editJob', () => import('./routes/company/job-form')),
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
              { path: 'dashboard', ...page('admin.dashboard', () => import('./routes/admin/dashboard')) },
              { path: 'job-approvals', ...page('admin.jobApprovals', () => import('./routes/admin/job-approvals')) },
              { path: 'jobs', ...page('admin.jobs', () => import('./routes/admin/jobs')) },
              { path: 'candidates', ...page('admin.candidates', () => import('./routes/admin/candidates')) },
              { path: 'companies', ...page('admin.companies', () => import('./routes/admin/companies')) },
              { path: 'applications', ...page('admin.applications', () => import('./routes/admin/applications')) },
              {
                path: 'companies/:id/profile',
                ...page('admin.companyProfile', () => import('./routes/admin/company-profile')),
              },
              { path: 'candidates/:id', ...page('admin.candidate', () => import('./routes/admin/candidate')) },
              {
                path: 'candidates/:id/edit',
                ...page('admin.candidateEdit', () => import('./routes/admin/candidate-edit')),
              },
              { path: 'companies/:id', ...page('admin.company', () => import('./routes/admin/company')) },
              {
                path: 'companies/:id/jobs/new',
                ...page('admin.companyJobNew', () => import('./routes/admin/company-job-new')),
              },
              { path: 'jobs/:id/edit', ...page('admin.jobEdit', () => import('./routes/admin/job-edit')) },
              { path: 'help-requests', ...page('admin.helpRequests', () => import('./routes/admin/help-requests')) },
              { path: 'help-requests/:id', ...page('admin.helpRequest', () => import('./routes/admin/help-request')) },
              { path: 'reviews', ...page('admin.reviews', () => import('./routes/admin/reviews')) },
              { path: 'eligibility', ...page('admin.eligibility', () => import('./routes/admin/eligibility')) },
              {
                path: 'recommendations',
                ...page('admin.recommendations', () => import('./routes/admin/recommendations')),
              },
              { path: 'accounts/:id', ...page('admin.account', () => import('./routes/admin/account')) },
              { path: 'team', ...page('admin.team', () => import('./routes/admin/team')) },
              { path: 'audit-log', ...page('admin.auditLog', () => import('./routes/admin/audit-log')) },
              { path: 'settings', ...page('admin.settings', () => import('./routes/admin/settings')) },
            ],
          },
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
