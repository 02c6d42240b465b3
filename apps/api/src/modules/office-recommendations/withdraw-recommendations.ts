import { ErrorCode } from '@fis/shared/error-codes';
import type { OfficePick } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { arrayParam } from '../matching/match-sql.js';
import { selectPicks } from './office-picks-repository.js';

/**
 * POST /v1/job/recommend/delete-recommend-candidates-to-job: the scheme office withdraws its live
 * picks of these candidates for the job (docs/decisions/028). The rows stay, marked withdrawn by
 * whom and when, so the funnel still counts them; nobody is told (the pick leaves their lists). A
 * pair with no live pick answers 404 naming the field, and nothing is withdrawn.
 */
export async function withdrawRecommendations(
  ctx: SignedInContext,
  input: { jobId: string; candidateIds: string[] },
): Promise<OfficePick[]> {
  const candidateIds = [...new Set(input.candidateIds)];
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const rows = rowsOf<{ id: string; candidate_id: string }>(
      await tx.execute(sql`
        UPDATE office_recommendations SET withdrawn_at = ${ctx.clock.now()}, withdrawn_by = ${ctx.user.id}
        WHERE job_id = ${input.jobId} AND withdrawn_at IS NULL
          AND candidate_id = ANY(${arrayParam(candidateIds, 'uuid')})
        RETURNING id, candidate_id`),
    );
    if (rows.length !== candidateIds.length) throw new AppError(ErrorCode.NOT_FOUND, { field: 'candidateIds' });
    for (const row of rows) {
      await writeAudit(tx, ctx.clock, {
        actorUserId: ctx.user.id,
        action: 'recommendation.withdrawn',
        entityType: 'office_recommendation',
        entityId: row.id,
        details: { jobId: input.jobId, candidateId: row.candidate_id },
        ip: ctx.ip,
      });
    }
    return rows.map((row) => row.id);
  });
  return selectPicks(ctx.db, sql`r.id = ANY(${arrayParam(withdrawn, 'uuid')})`);
}
