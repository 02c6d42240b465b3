// What every change of a placement does once the API answers with the placement as it now is: the
// open page takes it at once, and the lists are read again (its state or dates may have moved it
// out of a filter).
import type { Placement } from '@fis/shared/placement-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { placementsKey } from '../../../lib/placements-key';
import { placementKey } from './get-placement';

export function placementSaved(client: QueryClient, placement: Placement): Promise<void> {
  client.setQueryData(placementKey(placement.id), placement);
  return client.invalidateQueries({ queryKey: [...placementsKey, 'list'] });
}
