// The candidate's saved jobs that are still visible, most recently saved first. A job that was
// closed, expired or deleted since drops out of the list (its bookmark stays, and comes back
// with the job if it reopens).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { JobPage } from '@fis/shared/job-search-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { regionStatesFor, withCardEligibility } from '../eligibility/card-eligibility.js';
import { type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';

export async function listSavedJobs(ctx: SignedInContext, paging: { page: number; take: number }): Promise<JobPage> {
  const candidateId = ctx.user.id;
  const { lang } = ctx;
  const where = sql`b.user_id = ${candidateId} AND ${visibleJobs(hongKongDate(ctx.clock.now()))}`;
  const from = sql`job_bookmarks b JOIN jobs j ON j.id = b.job_id JOIN companies c ON c.id = j.company_id`;
  const [reader, page, count, states] = await Promise.all([
    readerScript(lang),
    ctx.db.execute(sql`SELECT ${jobCardColumns(candidateId)} FROM ${from} WHERE ${where}
      ORDER BY b.created_at DESC, j.id DESC LIMIT ${paging.take} OFFSET ${(paging.page - 1) * paging.take}`),
    ctx.db.execute(sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`),
    regionStatesFor(ctx.db, ctx.user),
  ]);
  return {
    items: rowsOf<JobCardRow>(page).map((row) =>
      withCardEligibility(jobCardForReader(reader, toJobCard(row, { views: true })), states),
    ),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
    totalCapped: false,
    page: paging.page,
    take: paging.take,
  };
}
