// The scheme office's pages under /admin-portal, in the admin's signed-in shell; signed out, the
// portal leads to its own sign-in page (a public page, app/public-routes.tsx).
import { Role } from '@fis/shared/enums';
import { RequireRole } from './guards';
import { page, signedInArea } from './route-builders';

export const adminRoutes = signedInArea(
  'admin-portal',
  <RequireRole role={Role.ADMIN} signedOutTo="/admin-portal/sign-in" />,
  'admin',
  [
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
    { path: 'rounds', ...page('admin.rounds', () => import('./routes/admin/rounds')) },
    { path: 'rounds/:id/places', ...page('admin.roundPlaces', () => import('./routes/admin/round-places')) },
    { path: 'placements', ...page('admin.placements', () => import('./routes/admin/placements')) },
    { path: 'placements/:id', ...page('admin.placement', () => import('./routes/admin/placement')) },
    { path: 'reports', ...page('admin.reports', () => import('./routes/admin/reports')) },
    { path: 'accounts/:id', ...page('admin.account', () => import('./routes/admin/account')) },
    { path: 'team', ...page('admin.team', () => import('./routes/admin/team')) },
    { path: 'audit-log', ...page('admin.auditLog', () => import('./routes/admin/audit-log')) },
    { path: 'settings', ...page('admin.settings', () => import('./routes/admin/settings')) },
  ],
);
