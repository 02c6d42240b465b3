// POST /v1/job/view/{id}: the job detail page has been shown (docs/decisions/047). Reading the job
// (GET /v1/job/{id}) changes nothing, so a page may be fetched before anyone looks at it and a
// crawler that runs no script counts nothing; the page records the view once it is on screen.
import { Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { JobViewed } from '@fis/shared/job-search-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { mayOpenJob, PUBLISHED_JOB, visibleJobs } from '../../policies/jobs.js';
import { countJobView, viewerKey } from './count-job-view.js';

interface ViewedRow {
  company_id: string;
  company_user_id: string;
  view_count: number;
  visible: boolean;
  published: boolean;
}

/**
 * Counts the view of a job the caller may open (get-job-detail.ts's rule; anything else is 404) and
 * answers the count afterwards, which a visitor is not told. The company looking at its own job and
 * the admin reviewing it are not views, nor is opening a job that no longer takes applications. A
 * visitor's view counts like a candidate's, once per address and day (docs/decisions/007, 044); a
 * candidate who had not applied has now "viewed" the job (stage -1, decision 008).
 */
export async function recordJobView(ctx: UseCaseContext, input: { jobId: string }): Promise<JobViewed> {
  const { jobId } = input;
  const { user } = ctx;
  const now = ctx.clock.now();
  const today = hongKongDate(now);
  const result = await ctx.db.execute(sql`
    SELECT j.company_id, c.user_id AS company_user_id, j.view_count,
           ${visibleJobs(today)} AS visible, ${PUBLISHED_JOB} AS published
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = ${jobId} AND j.deleted_at IS NULL`);
  const row = rowsOf<ViewedRow>(result)[0];
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const { manages } = mayOpenJob(user, row);

  let viewCount = row.view_count;
  if (row.visible && !manages) {
    const key = viewerKey(ctx.config.tokenSecret, user ? { userId: user.id } : { ip: ctx.ip }, today);
    viewCount = (await countJobView(ctx.db, jobId, key, today)) ?? viewCount;
  }
  if (row.visible && user?.role === Role.CANDIDATE) {
    await ctx.db
      .insert(applications)
      .values({
        jobId,
        companyId: row.company_id,
        candidateId: user.id,
        stage: Stage.VIEWED,
        stageChangedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  return { viewCount: user === null ? null : viewCount };
}
