// A candidate's first profile. One feature's page as it is; arriving after the step was done (a
// bookmark, the back button) leads to the profile.
import { Role } from '@fis/shared/enums';
import { guard, roleOnly, userGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';

export { CreateProfilePage as default } from '../../../features/candidate-profile/components/create-profile-page';

const checks = guard(
  roleOnly(Role.CANDIDATE),
  userGoesTo((user) => (user.isFirstLogin ? null : '/candidate/profile')),
);
export const loader = checks.loader;
export const clientLoader = checks.clientLoader;
export const handle: AreaHandle = { area: 'candidate' };
