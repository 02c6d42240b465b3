import type { PlacementPage } from '@fis/shared/placement-schemas';
import type { SignedInContext } from '../../context.js';
import { assertMayActOnPlacement } from '../../policies/placements.js';
import type { PlacementListInput } from './list-own-placements.js';
import { placementPage } from './placements-repository.js';

/** GET /v1/admin/placements: every placement, for the scheme office, filtered as the own lists are. */
export async function listAdminPlacements(ctx: SignedInContext, input: PlacementListInput): Promise<PlacementPage> {
  assertMayActOnPlacement(ctx.user, 'listAll');
  const { page, take, ...filters } = input;
  return placementPage(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, filters, page, take });
}
