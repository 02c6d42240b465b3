import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { PublicRounds } from '@fis/shared/round-schemas';
import { currentRound, upcomingRounds } from '@fis/shared/scheme-rounds';
import type { UseCaseContext } from '../../context.js';
import { takenPlaces } from '../places/places-repository.js';
import { allRounds, roundOf } from './rounds-repository.js';

/**
 * GET /v1/rounds: the round whose period holds today (Hong Kong), if any, with its places left,
 * and the rounds announced after it.
 */
export async function listPublicRounds(ctx: UseCaseContext): Promise<PublicRounds> {
  const today = hongKongDate(ctx.clock.now());
  const rows = await allRounds(ctx.db);
  const current = currentRound(rows, today);
  const counted = current && current.totalPlaces !== null ? current.totalPlaces : null;
  return {
    current: current ? roundOf(current, today) : null,
    placesLeft: current && counted !== null ? Math.max(0, counted - (await takenPlaces(ctx.db, current.id))) : null,
    upcoming: upcomingRounds(rows, today).map((r) => roundOf(r, today)),
  };
}
