// Opening a job counts one view per viewer per day, so refreshing does not inflate the count.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';

/**
 * Who is looking: a signed-in user by id; an anonymous visitor by a keyed hash of address and
 * day, so the table holds no address and the key changes every day. Nothing the visitor chooses
 * (User-Agent, other headers) is part of it, or changing it would count another view; the
 * address is the caller's as TRUST_PROXY decides (decision 007).
 */
export function viewerKey(secret: string, viewer: { userId: string } | { ip: string }, day: string): string {
  if ('userId' in viewer) return `u:${viewer.userId}`;
  const hash = createHmac('sha256', secret).update(`${viewer.ip}\n${day}`).digest('base64url');
  return `a:${hash}`;
}

/**
 * Records the view and, only when it is the viewer's first of the day, adds one to the job's
 * count; both in one statement (one transaction). Returns the job's view count afterwards.
 */
export async function countJobView(db: Executor, jobId: string, key: string, day: string): Promise<number | null> {
  const result = await db.execute(sql`
    WITH seen AS (
      INSERT INTO job_views (job_id, viewer_key, day) VALUES (${jobId}, ${key}, ${day}::date)
      ON CONFLICT DO NOTHING
      RETURNING job_id
    ), counted AS (
      UPDATE jobs SET view_count = view_count + 1 WHERE id IN (SELECT job_id FROM seen) RETURNING view_count
    )
    SELECT (SELECT view_count FROM counted) AS counted,
           (SELECT view_count FROM jobs WHERE id = ${jobId}) AS current`);
  const row = rowsOf<{ counted: number | null; current: number | null }>(result)[0];
  return row?.counted ?? row?.current ?? null;
}
