// /candidate/profile, the sidebar link, leads to the candidate's own id.
import { guard, userGoesTo } from '../../guards';

const checks = guard(userGoesTo((user) => `/candidate/profile/${user.id}`));
export const loader = checks.loader;
export const clientLoader = checks.clientLoader;

export default function OwnProfile() {
  return null;
}
