import type { PlacementPage, placementListQuerySchema } from '@fis/shared/placement-schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { placementPage } from './placements-repository.js';

/** The list query as validated: the page and its size filled in. */
export type PlacementListInput = z.output<typeof placementListQuerySchema>;

/**
 * GET /v1/placements: the intern's own placements, or the company's (policies/placements.ts),
 * newest first, filtered by round, state and a waiting extension.
 */
export async function listOwnPlacements(ctx: SignedInContext, input: PlacementListInput): Promise<PlacementPage> {
  const { page, take, ...filters } = input;
  return placementPage(ctx.db, ctx.clock, { user: ctx.user, lang: ctx.lang, filters, page, take });
}
