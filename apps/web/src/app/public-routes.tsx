// The public pages, in the public layout: the landing page, signing in and registering (only while
// signed out), the links sent by email, the first profile pages of a new candidate or company, and
// the job and company pages anyone may open and share (docs/decisions/044).
import { Role } from '@fis/shared/enums';
import type { RouteObject } from 'react-router';
import { loadArea } from '../lib/i18n';
import { RequireRole, SignedOutOnly } from './guards';
import { page } from './route-builders';

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

export const publicRoutes: RouteObject = {
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
    // The candidate's pages of a job and a company, read signed out: their catalogs are the candidate area's.
    { path: 'jobs/:id', ...page('public.job', () => import('./routes/public/job'), { area: 'candidate' }) },
    {
      path: 'companies/:id',
      ...page('public.company', () => import('./routes/public/company'), { area: 'candidate' }),
    },
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
};
