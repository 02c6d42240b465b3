import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { LISTED_COMPANY } from '../../policies/jobs.js';
import { mediaUrl } from '../media/media-repository.js';

/** Participating companies for the landing page: listed ones only (approved, with a profile). */
export async function listBrands(ctx: UseCaseContext) {
  const rows = rowsOf<{
    id: string;
    name: string;
    name_zh: string | null;
    location: string | null;
    logo_id: string | null;
  }>(
    await ctx.db.execute(sql`
      SELECT c.id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_zh, c.location,
        c.logo_media_id AS logo_id
      FROM companies c WHERE ${LISTED_COMPANY}
      ORDER BY c.company_name`),
  );
  // A company without a logo shows its name.
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameZh: r.name_zh,
      location: r.location,
      logoUrl: r.logo_id ? mediaUrl(r.logo_id) : null,
    })),
  };
}
