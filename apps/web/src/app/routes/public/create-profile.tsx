// A candidate's first profile. One feature's page as it is; arriving after the step was done (a
// bookmark, the back button) leads to the profile.
import { Role } from '@fis/shared/enums';
import type { LoaderFunctionArgs } from 'react-router';
import { myProfileQuery } from '../../../features/candidate-profile/api/get-my-profile';
import { prefetched } from '../../../lib/prefetch.server';
import { guard, roleOnly, userGoesTo } from '../../guards';
import type { AreaHandle } from '../../page-areas';

export { CreateProfilePage as default } from '../../../features/candidate-profile/components/create-profile-page';

const checks = guard(
  roleOnly(Role.CANDIDATE),
  userGoesTo((user) => (user.isFirstLogin ? null : '/candidate/profile')),
);
// Past the checks, the profile the steps start from.
export async function loader(args: LoaderFunctionArgs) {
  await checks.loader(args);
  return prefetched(args.context, [myProfileQuery()]);
}
export const clientLoader = checks.clientLoader;
export const handle: AreaHandle = { area: 'candidate' };
