import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { Round, RoundValues } from '@fis/shared/round-schemas';
import type { UseCaseContext } from '../../context.js';
import { schemeRounds } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageRounds } from '../../policies/rounds.js';
import { assertPeriodFree, roundOf } from './rounds-repository.js';

/** POST /v1/admin/rounds: a new round, whose period shares no day with another's. */
export async function createRound(ctx: UseCaseContext, input: RoundValues): Promise<Round> {
  assertMayManageRounds(ctx.user);
  const admin = ctx.user;
  const row = await ctx.db.transaction(async (tx) => {
    await assertPeriodFree(tx, ctx.lang, input);
    const [created] = await tx.insert(schemeRounds).values(input).returning();
    if (!created) throw new Error('insert returned no row');
    await writeAudit(tx, ctx.clock, {
      actorUserId: admin.id,
      action: 'round.created',
      entityType: 'scheme_round',
      entityId: created.id,
      details: { name: created.nameEn, from: created.applicationStart, to: created.applicationEnd },
      ip: ctx.ip,
    });
    return created;
  });
  return roundOf(row, hongKongDate(ctx.clock.now()));
}
