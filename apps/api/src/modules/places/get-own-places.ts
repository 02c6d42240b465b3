import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { OwnPlaces } from '@fis/shared/place-schemas';
import { currentRound } from '@fis/shared/scheme-rounds';
import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { companies, roundPlaces } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { allRounds, type RoundRow } from '../rounds/rounds-repository.js';
import { companyPlaces } from './places-repository.js';

/**
 * GET /v1/company/places: the signed-in company's own places per side, in the round asked about (a
 * job's, for its Offer buttons) or else the current round (its dashboard). Between rounds, when
 * offers are still made and accepted, the dashboard reads the last round opened in which it has a grant.
 */
export async function getOwnPlaces(
  ctx: SignedInContext,
  input: { roundId?: string | undefined } = {},
): Promise<OwnPlaces> {
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, ctx.user.id));
  if (!company) throw new AppError(ErrorCode.NOT_FOUND);
  const rounds = await allRounds(ctx.db);
  const today = hongKongDate(ctx.clock.now());
  const round = input.roundId
    ? rounds.find((r) => r.id === input.roundId)
    : (currentRound(rounds, today) ?? (await lastGrantedRound(ctx.db, company.id, rounds, today)));
  if (input.roundId && !round) throw new AppError(ErrorCode.NOT_FOUND);
  if (!round || round.totalPlaces === null) return { roundId: round?.id ?? null, countsPlaces: false, sides: [] };
  return {
    roundId: round.id,
    countsPlaces: true,
    sides: await companyPlaces(ctx.db, round.id, { lang: ctx.lang, where: sql`k.company_id = ${company.id}` }),
  };
}

/** The latest round already opened by `today` in which the company was granted places. */
async function lastGrantedRound(db: Executor, companyId: string, rounds: readonly RoundRow[], today: string) {
  const granted = new Set(
    (
      await db.select({ roundId: roundPlaces.roundId }).from(roundPlaces).where(eq(roundPlaces.companyId, companyId))
    ).map((g) => g.roundId),
  );
  return rounds.filter((r) => granted.has(r.id) && r.applicationStart <= today).at(-1);
}
