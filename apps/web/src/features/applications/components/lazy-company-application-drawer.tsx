// The company's application drawer with its code asked for when it first opens, not with the page
// (lib/lazy-until-open.tsx): every page that offers it imports it from here.
import { lazyUntilOpen } from '../../../lib/lazy-until-open';

export const CompanyApplicationDrawer = lazyUntilOpen(
  () => import('./company-application-drawer'),
  'CompanyApplicationDrawer',
  (props) => props.id !== null,
);
