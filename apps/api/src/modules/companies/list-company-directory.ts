// The candidates' company directory (GET /v1/company/get-all): listed companies (approved, with a
// profile) with the number of their open jobs. The keyword is a substring of any of their names, in
// any case and either Chinese script (companies.search_name and its trigram index).
import type { CompanySort } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { Region } from '@fis/shared/job-enums';
import type { CompanyCard, CompanyPage } from '@fis/shared/job-search-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { LISTED_COMPANY, visibleJobs } from '../../policies/jobs.js';
import { mediaUrl } from '../media/media-repository.js';

/** A region filter: Hong Kong or the GBA also finds companies in both; both finds only those. */
const REGION_MATCHES: Record<Region, Region[]> = {
  HongKong: ['HongKong', 'HongKong & GBA'],
  GBA: ['GBA', 'HongKong & GBA'],
  'HongKong & GBA': ['HongKong & GBA'],
};

/** By name; by rating: highest average first, unrated companies last, then by name. */
const BY_NAME = sql`lower(coalesce(c.display_name, c.name_en, c.company_name)), c.id`;
const ORDER: Record<CompanySort, SQL> = {
  name: BY_NAME,
  rating: sql`c.review_average DESC NULLS LAST, c.review_count DESC, ${BY_NAME}`,
};

export interface CompanyCardRow {
  id: string;
  name: string;
  name_en: string | null;
  name_zh: string | null;
  industry: string | null;
  location: string | null;
  slogan: string | null;
  logo_id: string | null;
  open_jobs: number;
  rating_average: number | null;
  rating_count: number;
}

/** Columns of a company card for rows of `companies c`, with its open jobs counted as of `today`. */
export function companyCardColumns(today: string): SQL {
  return sql`c.id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_en, c.name_zh, c.industry,
    c.location, c.slogan,
    c.logo_media_id AS logo_id,
    c.review_average::float8 AS rating_average, c.review_count AS rating_count,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND ${visibleJobs(today)}) AS open_jobs`;
}

export function toCompanyCard(row: CompanyCardRow): CompanyCard {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    industry: row.industry,
    location: row.location,
    slogan: row.slogan,
    logoUrl: row.logo_id ? mediaUrl(row.logo_id) : null,
    openJobs: row.open_jobs,
    rating: { average: row.rating_average, count: row.rating_count },
  };
}

export async function listCompanyDirectory(
  ctx: UseCaseContext,
  query: { keyword?: string; region?: Region; sort: CompanySort; page: number; take: number },
): Promise<CompanyPage> {
  const { lang } = ctx;
  const conditions: SQL[] = [LISTED_COMPANY];
  if (query.keyword) {
    // search_name holds every name, lower-cased and folded to one Chinese script.
    conditions.push(sql`c.search_name LIKE ${foldedContainsPattern(query.keyword)}`);
  }
  if (query.region) {
    const regions = REGION_MATCHES[query.region];
    conditions.push(
      sql`c.location IN (${sql.join(
        regions.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const today = hongKongDate(ctx.clock.now());
  const [reader, page, count] = await Promise.all([
    readerScript(lang),
    ctx.db.execute(sql`SELECT ${companyCardColumns(today)} FROM companies c WHERE ${where}
      ORDER BY ${ORDER[query.sort]}
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    ctx.db.execute(sql`SELECT count(*)::int AS total FROM companies c WHERE ${where}`),
  ]);
  return {
    items: rowsOf<CompanyCardRow>(page).map((row) =>
      inReaderScript(reader, toCompanyCard(row), ['name', 'nameZh', 'slogan']),
    ),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
    page: query.page,
    take: query.take,
  };
}
