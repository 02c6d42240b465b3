import { ErrorCode } from '@fis/shared/error-codes';
import type { PlacesBoard } from '@fis/shared/place-schemas';
import { PLACE_SIDES } from '@fis/shared/place-sides';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertMayManageRounds } from '../../policies/rounds.js';
import { companyPlaces, totalOf } from './places-repository.js';

/** GET /v1/admin/rounds/{id}/places: the round's places, granted, held, taken and left, by side and by company. */
export async function getPlacesBoard(ctx: UseCaseContext, input: { roundId: string }): Promise<PlacesBoard> {
  assertMayManageRounds(ctx.user);
  const [round] = await ctx.db
    .select({ id: schemeRounds.id, totalPlaces: schemeRounds.totalPlaces })
    .from(schemeRounds)
    .where(eq(schemeRounds.id, input.roundId));
  if (!round) throw new AppError(ErrorCode.NOT_FOUND);
  const companies = await companyPlaces(ctx.db, round.id, { lang: ctx.lang });
  return {
    roundId: round.id,
    totalPlaces: round.totalPlaces,
    round: totalOf(companies),
    sides: PLACE_SIDES.map((side) => ({ side, ...totalOf(companies.filter((c) => c.side === side)) })),
    companies,
  };
}
