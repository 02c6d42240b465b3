// candidate_profiles.takeable_regions is the eligibility rules' outcome for SQL (takeableJobSql):
// the regions no company-independent rule rules the candidate out of. It is worked out by the
// shared rules, never in SQL, by refreshTakeableRegions inside every transaction that writes a
// fact those rules read (docs/decisions/026), and at start-up for rows worked out by older rules.
import { takeableRegions } from '@fis/shared/eligibility-rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { candidateProfiles } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import type { Services } from '../../services.js';
import { CANDIDATE_FACT_COLUMNS, candidateFacts, candidateFactsOf } from './eligibility-facts.js';

/** Raise it whenever the rules change what a candidate can take: every row is worked out again at start-up. */
export const TAKEABLE_RULES_VERSION = 2;

/** Works out the candidate's takeable regions again from what the transaction now holds. */
export async function refreshTakeableRegions(tx: Executor, candidateId: string): Promise<void> {
  const facts = await candidateFacts(tx, candidateId);
  if (!facts) return;
  await tx
    .update(candidateProfiles)
    .set({ takeableRegions: takeableRegions(facts), takeableRulesVersion: TAKEABLE_RULES_VERSION })
    .where(eq(candidateProfiles.userId, candidateId));
}

const BATCH = 500;

/** The rows worked out by older rules (or never: the backfill), a batch at a time. */
export async function refreshStaleTakeableRegions(svc: Pick<Services, 'db'>): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const done = await svc.db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        SELECT cp.user_id, ${CANDIDATE_FACT_COLUMNS} FROM candidate_profiles cp
        WHERE cp.takeable_rules_version < ${TAKEABLE_RULES_VERSION}
        LIMIT ${BATCH} FOR UPDATE OF cp SKIP LOCKED`);
      const rows = rowsOf<Parameters<typeof candidateFactsOf>[0] & { user_id: string }>(result);
      // Few distinct answers (subsets of three regions): one UPDATE per answer, not per row.
      const byAnswer = new Map<string, string[]>();
      for (const row of rows) {
        const key = JSON.stringify(takeableRegions(candidateFactsOf(row)));
        byAnswer.set(key, [...(byAnswer.get(key) ?? []), row.user_id]);
      }
      for (const [key, ids] of byAnswer) {
        await tx
          .update(candidateProfiles)
          .set({ takeableRegions: JSON.parse(key) as string[], takeableRulesVersion: TAKEABLE_RULES_VERSION })
          .where(inArray(candidateProfiles.userId, ids));
      }
      return rows.length;
    });
    refreshed += done;
    if (done < BATCH) return refreshed;
  }
}
