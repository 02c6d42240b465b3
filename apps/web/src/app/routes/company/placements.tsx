// The company's placements, filtered by where they stand. One feature's page as it is.
import { PlacementsListPage } from '../../../features/placements/components/placements-list-page';

export default function Component() {
  return <PlacementsListPage area="company" />;
}
