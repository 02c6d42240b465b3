// The admin's signed-in area: its guard (app/guards.ts), its shell, and its catalogs.
import { Role } from '@fis/shared/enums';
import { requireRole } from '../guards';
import type { AreaHandle } from '../page-areas';
import { Shell } from '../shell';
import { areaLoader } from '../shell-data.server';

const guard = requireRole(Role.ADMIN, '/admin-portal/sign-in');
export const loader = areaLoader(guard);
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'admin' };

export default function AdminArea() {
  return <Shell area="admin" />;
}
