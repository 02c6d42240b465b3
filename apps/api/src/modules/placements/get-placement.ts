import type { Placement } from '@fis/shared/placement-schemas';
import type { SignedInContext } from '../../context.js';
import { placementFor } from './placements-repository.js';

/** GET /v1/placements/{id}: one placement, for its intern, its company or the office; others 404. */
export async function getPlacement(ctx: SignedInContext, input: { id: string }): Promise<Placement> {
  return placementFor(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, id: input.id });
}
