// Route guards. Signed-out users go to the site root (the admin portal to its own sign-in);
// a signed-in user of another role sees the not-found page, which says they lack permission,
// inside their own layout. An area's bare address (/candidate) leads to its dashboard.
import type { Role } from '@fis/shared/enums';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { useCurrentUser } from '../lib/current-user';
import { RETURN_PARAM, returnPathFor } from '../lib/return-path';
import { dashboardPath } from '../lib/session';
import { NotFoundRoute } from './not-found-page';

export function RequireRole({ role, signedOutTo = '/' }: { role: Role; signedOutTo?: string }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (!user) return <Navigate to={signedOutTo} replace />;
  if (user.role !== role) return <NotFoundRoute />;
  return <Outlet />;
}

/** The index of a signed-in area: the user's dashboard (or, on a first sign-in, the profile step). */
export function ToDashboard() {
  const { data: user } = useCurrentUser();
  return user ? <Navigate to={dashboardPath(user)} replace /> : null;
}

/**
 * Sign-in and registration pages: a signed-in user goes to their dashboard instead, or to the page
 * sign-in was to lead to (`?next=`, lib/return-path.ts).
 */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const [search] = useSearchParams();
  if (isPending) return <FullPageLoader />;
  if (user) return <Navigate to={returnPathFor(search.get(RETURN_PARAM), user) ?? dashboardPath(user)} replace />;
  return children ?? <Outlet />;
}
