// Route guards. Signed-out users go to the site root (the admin portal to its own sign-in);
// a signed-in user of another role sees the not-found page, which says they lack permission.
import type { Role } from '@fis/shared/enums';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { useCurrentUser } from '../lib/current-user';
import { dashboardPath } from '../lib/session';
import { NotFoundPage } from './not-found-page';

export function RequireRole({ role, signedOutTo = '/' }: { role: Role; signedOutTo?: string }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (!user) return <Navigate to={signedOutTo} replace />;
  if (user.role !== role) return <NotFoundPage />;
  return <Outlet />;
}

/** Sign-in and registration pages: a signed-in user goes to their dashboard instead. */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (user) return <Navigate to={dashboardPath(user)} replace />;
  return children ?? <Outlet />;
}
