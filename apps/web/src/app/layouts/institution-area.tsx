// An institution's coordinator's signed-in area (docs/decisions/061): its guard (app/guards.ts), its
// shell without the scheme's bell, messages or live updates, and its catalogs. Its loader asks for
// no shell data: the coordinator has none.
import { Role } from '@fis/shared/enums';
import { requireRole } from '../guards';
import type { AreaHandle } from '../page-areas';
import { Shell } from '../shell';

const guard = requireRole(Role.INSTITUTION, '/institution/sign-in');
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'institution' };

export default function InstitutionArea() {
  return <Shell area="institution" />;
}
