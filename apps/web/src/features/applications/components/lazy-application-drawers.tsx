// The application drawers, the company's and the candidate's, with their code asked for when one
// first opens, not with the page (lib/lazy-until-open.tsx): until then nothing of a drawer is drawn,
// and a closed Mantine Drawer still cost the page's hydration a second render at once. Every page
// that offers one imports it from here.
import { lazyUntilOpen } from '../../../lib/lazy-until-open';

export const CompanyApplicationDrawer = lazyUntilOpen(
  () => import('./company-application-drawer'),
  'CompanyApplicationDrawer',
  (props) => props.id !== null,
);

export const CandidateApplicationDrawer = lazyUntilOpen(
  () => import('./candidate-application-drawer'),
  'CandidateApplicationDrawer',
  (props) => props.id !== null,
);
