// The pages the sitemap names (GET /sitemap.xml, docs/decisions/044): every listed company's
// profile and every visible job whose round has not ended, each with when it last changed. Only
// what anyone may open signed out and apply to, now or once its round opens: a job that closed, or
// whose round ended, is left out (its page still says so to whoever has the link).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { LISTED_COMPANY, visibleJobs } from '../../policies/jobs.js';

/**
 * The sitemap protocol's limit for one file. The scheme lists hundreds of jobs; should it ever
 * list more, the newest jobs are kept and a sitemap index is the next step.
 */
export const SITEMAP_MAX_URLS = 50_000;

export interface PublicPage {
  id: string;
  /** When the page's content last changed. */
  lastModified: Date;
}

export async function listPublicPages(ctx: UseCaseContext): Promise<{ companies: PublicPage[]; jobs: PublicPage[] }> {
  const today = hongKongDate(ctx.clock.now());
  // Milliseconds since 1970: the same from both database drivers (job-cards.ts does the same).
  // A company's page lists its open jobs, so a new posting changes it too; a job's page shows its
  // company's name and logo, so a change of those changes the job's.
  const companies = rowsOf<{ id: string; modified: number }>(
    await ctx.db.execute(sql`
      SELECT c.id, (extract(epoch FROM greatest(c.updated_at, c.profile_saved_at,
          (SELECT max(j.posted_at) FROM jobs j WHERE j.company_id = c.id AND ${visibleJobs(today)}))) * 1000)::float8
        AS modified
      FROM companies c WHERE ${LISTED_COMPANY}
      ORDER BY c.id LIMIT ${SITEMAP_MAX_URLS}`),
  );
  const jobs = rowsOf<{ id: string; modified: number }>(
    await ctx.db.execute(sql`
      SELECT j.id, (extract(epoch FROM greatest(j.updated_at, j.posted_at, c.updated_at)) * 1000)::float8 AS modified
      FROM jobs j JOIN companies c ON c.id = j.company_id JOIN scheme_rounds r ON r.id = j.round_id
      WHERE ${visibleJobs(today)} AND r.ended_early_at IS NULL AND r.application_end >= ${today}::date
      ORDER BY j.posted_at DESC, j.id DESC LIMIT ${SITEMAP_MAX_URLS - companies.length}`),
  );
  const page = (row: { id: string; modified: number }) => ({ id: row.id, lastModified: new Date(row.modified) });
  return { companies: companies.map(page), jobs: jobs.map(page) };
}
