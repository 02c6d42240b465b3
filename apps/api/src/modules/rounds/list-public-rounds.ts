import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { PublicRounds } from '@fis/shared/round-schemas';
import { currentRound, upcomingRounds } from '@fis/shared/scheme-rounds';
import type { UseCaseContext } from '../../context.js';
import { allRounds, roundOf } from './rounds-repository.js';

/** GET /v1/rounds: the round taking applications today (Hong Kong), if any, and those announced after it. */
export async function listPublicRounds(ctx: UseCaseContext): Promise<PublicRounds> {
  const today = hongKongDate(ctx.clock.now());
  const rows = await allRounds(ctx.db);
  const current = currentRound(rows, today);
  return {
    current: current ? roundOf(current, today) : null,
    upcoming: upcomingRounds(rows, today).map((r) => roundOf(r, today)),
  };
}
