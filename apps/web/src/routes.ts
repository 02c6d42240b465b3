// The route table (SPEC section 2), as React Router's framework mode reads it at build time
// (docs/decisions/045). Each address points at a route file under app/routes/<area>/, which puts
// the features' pieces together into a page (features never import each other). A page's route id
// is its title's key in the `titles` catalog (app/document-title.tsx); an older address of the
// same page adds `~` and a number. Layout routes (app/layouts/) hold the guards, the shells and the
// area whose catalogs their pages need (lib/catalog-areas.ts).
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

const file = (area: string, name: string) => `app/routes/${area}/${name}.tsx`;

/** A page: its address, its route file and its title's key, which is also its id. */
const page = (path: string, area: string, name: string, title: string): RouteConfigEntry =>
  route(path, file(area, name), { id: title });

/** Several addresses of one page (older links keep working). */
const pages = (paths: string[], area: string, name: string, title: string): RouteConfigEntry[] =>
  paths.map((path, n) => route(path, file(area, name), { id: n === 0 ? title : `${title}~${n + 1}` }));

/** A signed-in area at `path`: its guard and shell, its bare address leading to the dashboard. */
const signedInArea = (path: string, area: string, children: RouteConfigEntry[]): RouteConfigEntry =>
  route(path, `app/layouts/${area}-area.tsx`, [
    index('app/layouts/to-dashboard.tsx', { id: `${area}.toDashboard` }),
    ...children,
  ]);

export default [
  layout('app/layouts/public-layout.tsx', [
    index(file('public', 'landing'), { id: 'public.landing' }),
    layout('app/layouts/signed-out-only.tsx', [
      page('sign-in', 'public', 'sign-in', 'public.signIn'),
      page('sign-in/verify-otp', 'public', 'verify-otp', 'public.verifyOtp'),
      page('register', 'public', 'register', 'public.register'),
      page('admin-portal/sign-in', 'public', 'admin-sign-in', 'public.adminSignIn'),
      page('institution/sign-in', 'public', 'institution-sign-in', 'public.institutionSignIn'),
    ]),
    page('forgot-password', 'public', 'forgot-password', 'public.forgotPassword'),
    page('update-password', 'public', 'update-password', 'public.updatePassword'),
    page('admin-invite', 'public', 'admin-invite', 'public.adminInvite'),
    page('institution-invite', 'public', 'institution-invite', 'public.institutionInvite'),
    page('verify-email', 'public', 'verify-email', 'public.verifyEmail'),
    page('dev/mailbox', 'public', 'dev-mailbox', 'public.devMailbox'),
    page('need-help', 'public', 'need-help', 'public.needHelp'),
    page('jobs/:id', 'public', 'job', 'public.job'),
    page('companies/:id', 'public', 'company', 'public.company'),
    page('create-company-profile', 'public', 'create-company-profile', 'public.createCompanyProfile'),
    page('create-profile', 'public', 'create-profile', 'public.createProfile'),
  ]),
  route('not-found', 'app/layouts/not-found.tsx', { id: 'notFound' }),
  route('*', 'app/layouts/not-found.tsx', { id: 'notFound~2' }),

  signedInArea('institution', 'institution', [
    page('students', 'institution', 'students', 'institution.students'),
    page('students/:id', 'institution', 'student', 'institution.student'),
    page('figures', 'institution', 'figures', 'institution.figures'),
    page('settings', 'institution', 'settings', 'institution.settings'),
  ]),

  signedInArea('candidate', 'candidate', [
    page('dashboard', 'candidate', 'dashboard', 'candidate.dashboard'),
    page('job-list', 'candidate', 'job-list', 'candidate.jobList'),
    page('job-detail/:id', 'candidate', 'job-detail', 'candidate.jobDetail'),
    page('saved-jobs', 'candidate', 'saved-jobs', 'candidate.savedJobs'),
    page('companies', 'candidate', 'companies', 'candidate.companies'),
    ...pages(['company/:id', 'view-company/:companyId'], 'candidate', 'company', 'candidate.company'),
    page('company/:id/write-review', 'candidate', 'write-review', 'candidate.writeReview'),
    page('apply-job/:id', 'candidate', 'apply-job', 'candidate.applyJob'),
    page('applications', 'candidate', 'applications', 'candidate.applications'),
    page('interviews', 'candidate', 'interviews', 'candidate.interviews'),
    page('placements', 'candidate', 'placements', 'candidate.placements'),
    page('profile', 'candidate', 'own-profile', 'candidate.ownProfile'),
    page('profile/:id', 'candidate', 'profile', 'candidate.profile'),
    page('messages', 'candidate', 'messages', 'candidate.messages'),
    page('new-message', 'candidate', 'new-message', 'candidate.newMessage'),
    page('message-detail/:id', 'candidate', 'message-detail', 'candidate.messageDetail'),
    page('setting', 'candidate', 'setting', 'candidate.setting'),
  ]),

  signedInArea('company', 'company', [
    page('dashboard', 'company', 'dashboard', 'company.dashboard'),
    page('profile', 'company', 'profile', 'company.profile'),
    page('job-list', 'company', 'job-list', 'company.jobList'),
    page('interviews', 'company', 'interviews', 'company.interviews'),
    page('placements', 'company', 'placements', 'company.placements'),
    page('placements/:id', 'company', 'placement', 'company.placement'),
    page('job/:id', 'company', 'job-detail', 'company.jobDetail'),
    page('candidates', 'company', 'candidates', 'company.candidates'),
    page('manage-candidates', 'company', 'saved-candidates', 'company.savedCandidates'),
    page('candidate/:id', 'company', 'candidate', 'company.candidate'),
    page('messages', 'company', 'messages', 'company.messages'),
    page('new-message', 'company', 'new-message', 'company.newMessage'),
    page('message-detail/:id', 'company', 'message-detail', 'company.messageDetail'),
    page('setting', 'company', 'setting', 'company.setting'),
    ...pages(['job/:id/candidates', 'job-detail/:id/candidates'], 'company', 'job-candidates', 'company.jobCandidates'),
    page('create-job', 'company', 'job-form', 'company.createJob'),
    ...pages(['modify-job/:id', 'job/:id/modify'], 'company', 'job-form', 'company.editJob'),
  ]),

  // Signed out, the admin portal leads to its own sign-in page (a public page above).
  signedInArea('admin-portal', 'admin', [
    page('dashboard', 'admin', 'dashboard', 'admin.dashboard'),
    page('job-approvals', 'admin', 'job-approvals', 'admin.jobApprovals'),
    page('jobs', 'admin', 'jobs', 'admin.jobs'),
    page('candidates', 'admin', 'candidates', 'admin.candidates'),
    page('companies', 'admin', 'companies', 'admin.companies'),
    page('applications', 'admin', 'applications', 'admin.applications'),
    page('applications/:id', 'admin', 'application', 'admin.application'),
    page('companies/:id/profile', 'admin', 'company-profile', 'admin.companyProfile'),
    page('candidates/:id', 'admin', 'candidate', 'admin.candidate'),
    page('candidates/:id/edit', 'admin', 'candidate-edit', 'admin.candidateEdit'),
    page('companies/:id', 'admin', 'company', 'admin.company'),
    page('companies/:id/jobs/new', 'admin', 'company-job-new', 'admin.companyJobNew'),
    page('jobs/:id/edit', 'admin', 'job-edit', 'admin.jobEdit'),
    page('help-requests', 'admin', 'help-requests', 'admin.helpRequests'),
    page('help-requests/:id', 'admin', 'help-request', 'admin.helpRequest'),
    page('messages', 'admin', 'messages', 'admin.messages'),
    page('new-message', 'admin', 'new-message', 'admin.newMessage'),
    page('message-detail/:id', 'admin', 'message-detail', 'admin.messageDetail'),
    page('group-messages', 'admin', 'group-messages', 'admin.groupMessages'),
    page('group-messages/new', 'admin', 'new-group-message', 'admin.newGroupMessage'),
    page('group-messages/:id', 'admin', 'group-message', 'admin.groupMessage'),
    page('templates', 'admin', 'templates', 'admin.templates'),
    page('reviews', 'admin', 'reviews', 'admin.reviews'),
    page('eligibility', 'admin', 'eligibility', 'admin.eligibility'),
    page('eligibility/:id', 'admin', 'eligibility-check', 'admin.eligibilityCheck'),
    page('recommendations', 'admin', 'recommendations', 'admin.recommendations'),
    page('rounds', 'admin', 'rounds', 'admin.rounds'),
    page('rounds/:id/places', 'admin', 'round-places', 'admin.roundPlaces'),
    page('placements', 'admin', 'placements', 'admin.placements'),
    page('placements/:id', 'admin', 'placement', 'admin.placement'),
    page('reports', 'admin', 'reports', 'admin.reports'),
    page('accounts/:id', 'admin', 'account', 'admin.account'),
    page('team', 'admin', 'team', 'admin.team'),
    page('audit-log', 'admin', 'audit-log', 'admin.auditLog'),
    page('settings', 'admin', 'settings', 'admin.settings'),
  ]),
] satisfies RouteConfig;
