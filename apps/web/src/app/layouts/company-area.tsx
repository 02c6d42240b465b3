// The company's signed-in area: its guard (app/guards.ts), its shell, and its catalogs.
import { Role } from '@fis/shared/enums';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetched } from '../../lib/prefetch.server';
import { requireRole } from '../guards';
import type { AreaHandle } from '../page-areas';
import { Shell, shellQueries } from '../shell';

const guard = requireRole(Role.COMPANY, '/');
// Past the guard, the shell's bell and count for the first HTML.
export async function loader(args: LoaderFunctionArgs) {
  await guard.loader(args);
  return prefetched(args.context, shellQueries('company', args.context.language));
}
export const clientLoader = guard.clientLoader;
export const handle: AreaHandle = { area: 'company' };

export default function CompanyArea() {
  return <Shell area="company" />;
}
