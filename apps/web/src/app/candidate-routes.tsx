// The candidate's pages under /candidate, in the candidate's signed-in shell.
import { Role } from '@fis/shared/enums';
import { RequireRole } from './guards';
import { page, paths, signedInArea } from './route-builders';

export const candidateRoutes = signedInArea('candidate', <RequireRole role={Role.CANDIDATE} />, 'candidate', [
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
  { path: 'placements', ...page('candidate.placements', () => import('./routes/candidate/placements')) },
  { path: 'profile', ...page('candidate.ownProfile', () => import('./routes/candidate/own-profile')) },
  { path: 'profile/:id', ...page('candidate.profile', () => import('./routes/candidate/profile')) },
  { path: 'messages', ...page('candidate.messages', () => import('./routes/candidate/messages')) },
  { path: 'new-message', ...page('candidate.newMessage', () => import('./routes/candidate/new-message')) },
  {
    path: 'message-detail/:id',
    ...page('candidate.messageDetail', () => import('./routes/candidate/message-detail')),
  },
  { path: 'setting', ...page('candidate.setting', () => import('./routes/candidate/setting')) },
]);
