// Every placement, filtered by round, state and a waiting extension. One feature's page as it is.
import { PlacementsListPage } from '../../../features/placements/components/placements-list-page';

export default function Component() {
  return <PlacementsListPage area="admin" />;
}
