// The candidate's job list (GET /v1/job): keyword, filters, sort and paging over the jobs visible
// to candidates. Two statements: the page, and the number of matches counted up to a cap (kept a
// few seconds, see count-cache.ts).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { JobPage, JobSearchQuery } from '@fis/shared/job-search-schemas';
import { JOB_SEARCH_COUNT_CAP } from '@fis/shared/limits';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { regionStatesFor, withCardEligibility } from '../eligibility/card-eligibility.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { flagsFor, type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';
import { jobCountCache } from './count-cache.js';

const ORDER: Record<JobSearchQuery['sort'], SQL> = {
  // posted_at DESC walks jobs_visible_posted_idx backwards; the id makes the order total, so
  // pages never repeat or skip a job that shares a posting time with another.
  latest: sql`j.posted_at DESC, j.id DESC`,
  oldest: sql`j.posted_at ASC, j.id ASC`,
  most_viewed: sql`j.view_count DESC, j.posted_at DESC, j.id DESC`,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The WHERE clause of a search: visibility first, then each filter the caller set. */
export function searchConditions(query: JobSearchQuery, now: Date, candidateId: string | null): SQL {
  const conditions: SQL[] = [visibleJobs(hongKongDate(now))];
  if (query.keyword) {
    // search_text is position, description, requirements and skills, lower-cased and folded to
    // one Chinese script; a keyword of 3+ characters is served by the trigram index jobs_search_trgm_idx.
    conditions.push(sql`j.search_text LIKE ${foldedContainsPattern(query.keyword)}`);
  }
  if (query.companyId) conditions.push(sql`j.company_id = ${query.companyId}`);
  if (query.jobType) conditions.push(sql`j.contract_type = ${query.jobType}`);
  if (query.location) conditions.push(sql`j.city = ${query.location}`);
  if (query.jobMode) conditions.push(sql`j.job_mode = ${query.jobMode}`);
  if (query.jobFunction) conditions.push(sql`j.job_function = ${query.jobFunction}`);
  if (query.posted) conditions.push(sql`j.posted_at >= ${new Date(now.getTime() - query.posted * DAY_MS)}`);
  if (query.canTake && candidateId !== null) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM candidate_profiles cp WHERE cp.user_id = ${candidateId} AND ${takeableJobSql()})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** The two statements of a search; the benchmark runs the same ones on a bare route. */
export function jobSearchStatements(query: JobSearchQuery, candidateId: string | null, now: Date) {
  const where = searchConditions(query, now, candidateId);
  return {
    page: sql`SELECT ${jobCardColumns(candidateId)}
      FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE ${where}
      ORDER BY ${ORDER[query.sort]}
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`,
    count: sql`SELECT count(*)::int AS total FROM (
        SELECT 1 FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE ${where}
        LIMIT ${JOB_SEARCH_COUNT_CAP + 1}
      ) matches`,
  };
}

/**
 * Searches with the same filters on the same day have the same total, whatever the page or sort;
 * "jobs I can take" is the candidate's own, so their id is part of its key.
 */
export function countKey(query: JobSearchQuery, now: Date, candidateId: string | null): string {
  const { keyword, companyId, jobType, location, jobMode, jobFunction, posted } = query;
  const taker = query.canTake ? candidateId : null;
  return JSON.stringify([
    hongKongDate(now),
    keyword,
    companyId,
    jobType,
    location,
    jobMode,
    jobFunction,
    posted,
    taker,
  ]);
}

export async function searchJobs(ctx: UseCaseContext, query: JobSearchQuery): Promise<JobPage> {
  const { user, lang } = ctx;
  const now = ctx.clock.now();
  const candidateId = flagsFor(user);
  const statements = jobSearchStatements(query, candidateId, now);
  const [reader, page, total, states] = await Promise.all([
    readerScript(lang),
    ctx.db.execute(statements.page),
    jobCountCache(ctx.db).get(countKey(query, now, candidateId), async () => {
      const count = await ctx.db.execute(statements.count);
      return rowsOf<{ total: number }>(count)[0]?.total ?? 0;
    }),
    regionStatesFor(ctx.db, user),
  ]);
  return {
    items: rowsOf<JobCardRow>(page).map((row) =>
      withCardEligibility(jobCardForReader(reader, toJobCard(row, { views: user !== null })), states),
    ),
    total: Math.min(total, JOB_SEARCH_COUNT_CAP),
    totalCapped: total > JOB_SEARCH_COUNT_CAP,
    page: query.page,
    take: query.take,
  };
}
