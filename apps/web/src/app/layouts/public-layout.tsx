// The public pages' header and footer, with the public area's catalogs.
import type { AreaHandle } from '../page-areas';

export const handle: AreaHandle = { area: 'public' };
export { PublicLayout as default } from '../../components/layout/public-layout';
