// The route table (SPEC section 2) for what is built so far. Pages and the signed-in shell load
// lazily, so the landing page downloads neither the portals nor their layout (docs/decisions/014).
// The browser runs it in app/router.tsx; the build prerenders the public pages from it
// (build/prerender.tsx).
import { Role } from '@fis/shared/enums';
import type { DataRouter, RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { RequireRole, SignedOutOnly, ToDashboard } from './guards';
import { NotFoundRoute } from './not-found-page';

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});

/** The signed-in shell of an area: the router loads it together with the page it frames. */
const shell = (area: 'candidate' | 'company' | 'admin') => ({
  lazy: async () => {
    const { AppLayout } = await import('../components/layout/app-layout');
    return { element: <AppLayout area={area} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...page(() => import('../features/landing/components/landing-page'), 'LandingPage') },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'sign-in', ...page(() => import('../features/auth/components/sign-in-page'), 'SignInPage') },
          {
            path: 'sign-in/verify-otp',
            ...page(() => import('../features/auth/components/verify-otp-page'), 'VerifyOtpPage'),
          },
          { path: 'register', ...page(() => import('../features/auth/components/register-page'), 'RegisterPage') },
          {
            path: 'admin-portal/sign-in',
            ...page(() => import('../features/auth/components/admin-sign-in-page'), 'AdminSignInPage'),
          },
        ],
      },
      {
        path: 'forgot-password',
        ...page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: 'update-password',
        ...page(() => import('../features/auth/components/update-password-page'), 'UpdatePasswordPage'),
      },
      {
        path: 'verify-email',
        ...page(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage'),
      },
      {
        path: 'dev/mailbox',
        ...page(() => import('../features/dev-mailbox/components/dev-mailbox-page'), 'DevMailboxPage'),
      },
      {
        path: 'create-company-profile',
        element: <RequireRole role={Role.COMPANY} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/company-profile/components/create-company-profile-page'),
              'CreateCompanyProfilePage',
            ),
          },
        ],
      },
      {
        path: 'create-profile',
        element: <RequireRole role={Role.CANDIDATE} />,
        children: [
          {
            index: true,
            ...page(() => import('../features/candidate-profile/components/create-profile-page'), 'CreateProfilePage'),
          },
        ],
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
          {
            path: 'dashboard',
            ...page(
              () => import('../features/dashboard/components/candidate-dashboard-page'),
              'CandidateDashboardPage',
            ),
          },
          { path: 'job-list', ...page(() => import('../features/job-search/components/job-list-page'), 'JobListPage') },
          {
            path: 'job-detail/:id',
            ...page(() => import('../features/job-search/components/job-detail-page'), 'JobDetailPage'),
          },
          {
            path: 'saved-jobs',
            ...page(() => import('../features/job-search/components/saved-jobs-page'), 'SavedJobsPage'),
          },
          {
            path: 'companies',
            ...page(() => import('../features/job-search/components/companies-page'), 'CompaniesPage'),
          },
          ...['company/:id', 'view-company/:companyId'].map((path) => ({
            path,
            ...page(() => import('../features/job-search/components/company-page'), 'CompanyPage'),
          })),
          {
            path: 'apply-job/:id',
            ...page(() => import('../features/applications/components/apply-job-page'), 'ApplyJobPage'),
          },
          {
            path: 'applications',
            ...page(
              () => import('../features/applications/components/candidate-applications-page'),
              'CandidateApplicationsPage',
            ),
          },
          {
            path: 'interviews',
            ...page(() => import('../features/applications/components/interviews-page'), 'InterviewsPage'),
          },
          {
            path: 'profile',
            ...page(
              () => import('../features/candidate-profile/components/candidate-profile-page'),
              'OwnProfileRedirect',
            ),
          },
          {
            path: 'profile/:id',
            ...page(
              () => import('../features/candidate-profile/components/candidate-profile-page'),
              'CandidateProfilePage',
            ),
          },
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
          {
            path: 'dashboard',
            ...page(() => import('../features/dashboard/components/company-dashboard-page'), 'CompanyDashboardPage'),
          },
          {
            path: 'profile',
            ...page(() => import('../features/company-profile/components/company-profile-page'), 'CompanyProfilePage'),
          },
          {
            path: 'job-list',
            ...page(() => import('../features/company-jobs/components/job-list-page'), 'JobListPage'),
          },
          {
            path: 'interviews',
            ...page(() => import('../features/applications/components/interviews-page'), 'InterviewsPage'),
          },
          {
            path: 'job/:id',
            ...page(() => import('../features/company-jobs/components/job-detail-page'), 'JobDetailPage'),
          },
          {
            path: 'candidates',
            ...page(
              () => import('../features/applications/components/company-candidates-page'),
              'CompanyCandidatesPage',
            ),
          },
          {
            path: 'manage-candidates',
            ...page(() => import('../features/applications/components/saved-candidates-page'), 'SavedCandidatesPage'),
          },
          {
            path: 'candidate/:id',
            ...page(() => import('../features/applications/components/candidate-page'), 'CandidatePage'),
          },
          ...['job/:id/candidates', 'job-detail/:id/candidates'].map((path) => ({
            path,
            ...page(() => import('../features/applications/components/job-candidates-page'), 'JobCandidatesPage'),
          })),
          ...['create-job', 'modify-job/:id', 'job/:id/modify'].map((path) => ({
            path,
            ...page(() => import('../features/company-jobs/components/job-form-page'), 'JobFormPage'),
          })),
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
          {
            path: 'dashboard',
            ...page(() => import('../features/admin/components/admin-dashboard-page'), 'AdminDashboardPage'),
          },
          {
            path: 'jobs',
            ...page(() => import('../features/job-approval/components/job-approval-page'), 'JobApprovalPage'),
          },
          {
            path: 'companies/:id/profile',
            ...page(
              () => import('../features/company-profile/components/admin-company-profile-page'),
              'AdminCompanyProfilePage',
            ),
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
