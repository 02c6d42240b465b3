import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { AdminRoundList } from '@fis/shared/round-schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { jobs, schemeRounds } from '../../db/schema.js';
import { assertMayManageRounds } from '../../policies/rounds.js';
import { roundOf } from './rounds-repository.js';

/** GET /v1/admin/rounds: every round, the latest period first, each with how many jobs belong to it. */
export async function listAdminRounds(ctx: UseCaseContext): Promise<AdminRoundList> {
  assertMayManageRounds(ctx.user);
  const today = hongKongDate(ctx.clock.now());
  const rows = await ctx.db
    .select({ round: schemeRounds, jobCount: count(jobs.id) })
    .from(schemeRounds)
    .leftJoin(jobs, eq(jobs.roundId, schemeRounds.id))
    .groupBy(schemeRounds.id)
    .orderBy(desc(schemeRounds.applicationStart));
  return {
    items: rows.map(({ round, jobCount }) => ({
      ...roundOf(round, today),
      jobCount,
      createdAt: round.createdAt.toISOString(),
      updatedAt: round.updatedAt.toISOString(),
    })),
  };
}
