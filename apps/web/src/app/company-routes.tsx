// The company's pages under /company, in the company's signed-in shell.
import { Role } from '@fis/shared/enums';
import { RequireRole } from './guards';
import { page, paths, signedInArea } from './route-builders';

export const companyRoutes = signedInArea('company', <RequireRole role={Role.COMPANY} />, 'company', [
  { path: 'dashboard', ...page('company.dashboard', () => import('./routes/company/dashboard')) },
  { path: 'profile', ...page('company.profile', () => import('./routes/company/profile')) },
  { path: 'job-list', ...page('company.jobList', () => import('./routes/company/job-list')) },
  { path: 'interviews', ...page('company.interviews', () => import('./routes/company/interviews')) },
  { path: 'placements', ...page('company.placements', () => import('./routes/company/placements')) },
  { path: 'placements/:id', ...page('company.placement', () => import('./routes/company/placement')) },
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
]);
