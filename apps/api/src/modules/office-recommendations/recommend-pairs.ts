// What both recommend routes do once they know their pairs (docs/decisions/028): every pair is
// checked under one transaction (policies/office-recommendations.ts), and one refused pair refuses
// the call, naming the field that lists it; a pair already recommended stays as it is (a double
// click makes one row, the unique live index deciding a race); each new pick is audited and told
// to the candidate (ADMIN_RECOMMENDED_JOB) and to the job's company (ADMIN_RECOMMENDED_CANDIDATE).
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { OfficePick } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { ACTIVE_CANDIDATE, type PairFacts, pairFactsSql, refusalOf } from '../../policies/office-recommendations.js';
import { arrayParam, OFFICE_PICK_SQL } from '../matching/match-sql.js';
import { notify } from '../notifications/notify.js';
import { selectPicks } from './office-picks-repository.js';

interface PairRow extends PairFacts {
  job_id: string;
  candidate_id: string;
  live: boolean;
  position_name: string;
  company_name: string;
  company_name_zh: string | null;
  company_user_id: string;
  candidate_name: string;
}

/** Which list the call's body gives: jobs for the candidate in the path, or candidates for a job. */
export type RecommendSide = 'jobs' | 'candidates';

/** The body's field that names an unknown job or candidate, or undefined for the path's record. */
const MISSING_FIELD: Record<RecommendSide, { job?: string; candidate?: string }> = {
  jobs: { job: 'jobIds' },
  candidates: { job: 'jobId', candidate: 'candidateIds' },
};

/**
 * Recommends every job of `jobIds` to every candidate of `candidateIds` (one of the two lists has
 * one id). A refusal names the body's list (`side`). Answers the picks it made, newest first.
 */
export async function recommendPairs(
  ctx: SignedInContext,
  input: { jobIds: string[]; candidateIds: string[]; side: RecommendSide },
): Promise<OfficePick[]> {
  const jobIds = [...new Set(input.jobIds)];
  const candidateIds = [...new Set(input.candidateIds)];
  const field = input.side === 'jobs' ? 'jobIds' : 'candidateIds';
  const today = hongKongDate(ctx.clock.now());
  const made = await ctx.db.transaction(async (tx) => {
    const pairs = rowsOf<PairRow>(
      await tx.execute(sql`
        SELECT j.id AS job_id, cp.user_id AS candidate_id, ${pairFactsSql(today)}, ${OFFICE_PICK_SQL} AS live,
          j.position_name, coalesce(c.display_name, c.name_en, c.company_name) AS company_name,
          c.name_zh AS company_name_zh, c.user_id AS company_user_id, cp.english_name AS candidate_name
        FROM jobs j JOIN companies c ON c.id = j.company_id
          JOIN candidate_profiles cp ON cp.user_id = ANY(${arrayParam(candidateIds, 'uuid')})
        WHERE j.id = ANY(${arrayParam(jobIds, 'uuid')}) AND j.deleted_at IS NULL AND ${ACTIVE_CANDIDATE}`),
    );
    // An unknown (or deleted) job or candidate: the path's record, or the body's field naming it, is not found.
    if (pairs.length !== jobIds.length * candidateIds.length) {
      const [{ candidates } = { candidates: 0 }] = rowsOf<{ candidates: number }>(
        await tx.execute(
          sql`SELECT count(*)::int AS candidates FROM candidate_profiles cp WHERE cp.user_id = ANY(${arrayParam(candidateIds, 'uuid')}) AND ${ACTIVE_CANDIDATE}`,
        ),
      );
      const missing = MISSING_FIELD[input.side];
      const field = Number(candidates) === candidateIds.length ? missing.job : missing.candidate;
      throw new AppError(ErrorCode.NOT_FOUND, field ? { field } : {});
    }
    for (const pair of pairs) {
      const refusal = refusalOf(pair);
      if (refusal) throw new AppError(refusal, { field });
    }
    const ids: string[] = [];
    for (const pair of pairs.filter((p) => !p.live)) {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          INSERT INTO office_recommendations (job_id, candidate_id, recommended_by, created_at)
          VALUES (${pair.job_id}, ${pair.candidate_id}, ${ctx.user.id}, ${ctx.clock.now()})
          ON CONFLICT (job_id, candidate_id) WHERE withdrawn_at IS NULL DO NOTHING
          RETURNING id`),
      );
      // Another call recommended the pair meanwhile: its row is the one pick.
      if (!row) continue;
      ids.push(row.id);
      await writeAudit(tx, ctx.clock, {
        actorUserId: ctx.user.id,
        action: 'recommendation.created',
        entityType: 'office_recommendation',
        entityId: row.id,
        details: { jobId: pair.job_id, candidateId: pair.candidate_id },
        ip: ctx.ip,
      });
      const params = {
        positionName: pair.position_name,
        companyName: pair.company_name,
        ...(pair.company_name_zh ? { companyNameZh: pair.company_name_zh } : {}),
        candidateName: pair.candidate_name,
      };
      await notify(tx, ctx, {
        recipientId: pair.candidate_id,
        type: 'ADMIN_RECOMMENDED_JOB',
        senderId: ctx.user.id,
        params,
        jobId: pair.job_id,
      });
      await notify(tx, ctx, {
        recipientId: pair.company_user_id,
        type: 'ADMIN_RECOMMENDED_CANDIDATE',
        senderId: ctx.user.id,
        params,
        jobId: pair.job_id,
      });
    }
    return ids;
  });
  return made.length === 0 ? [] : selectPicks(ctx.db, sql`r.id = ANY(${arrayParam(made, 'uuid')})`);
}
