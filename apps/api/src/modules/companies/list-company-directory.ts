// The candidates' company directory (GET /v1/company/get-all): approved companies with the
// number of their open jobs. A few thousand companies at most, so the keyword is a plain
// case-insensitive substring match on their names.
import { hongKongDate } from '@fis/shared/company-job-schemas';
import { ApprovalStatus, type Region } from '@fis/shared/enums';
import type { CompanyCard, CompanyPage } from '@fis/shared/job-search-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Services } from '../../services.js';
import { containsPattern, rowsOf, visibleJobs } from '../job-search/job-cards.js';
import { mediaUrl } from '../media/media-repository.js';

/** A region filter: Hong Kong or the GBA also finds companies in both; both finds only those. */
const REGION_MATCHES: Record<Region, Region[]> = {
  HongKong: ['HongKong', 'HongKong & GBA'],
  GBA: ['GBA', 'HongKong & GBA'],
  'HongKong & GBA': ['HongKong & GBA'],
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
}

/** Columns of a company card for rows of `companies c`, with its open jobs counted as of `today`. */
export function companyCardColumns(today: string): SQL {
  return sql`c.id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_en, c.name_zh, c.industry,
    c.location, c.slogan,
    c.logo_media_id AS logo_id,
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
  };
}

export async function listCompanyDirectory(
  svc: Pick<Services, 'db' | 'clock'>,
  query: { keyword?: string; region?: Region; page: number; take: number },
): Promise<CompanyPage> {
  const conditions: SQL[] = [sql`c.approval_status = ${ApprovalStatus.APPROVED}`];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      sql`(c.company_name ILIKE ${pattern} OR c.name_en ILIKE ${pattern} OR c.name_zh ILIKE ${pattern} OR c.display_name ILIKE ${pattern})`,
    );
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
  const today = hongKongDate(svc.clock.now());
  const [page, count] = await Promise.all([
    svc.db.execute(sql`SELECT ${companyCardColumns(today)} FROM companies c WHERE ${where}
      ORDER BY lower(coalesce(c.display_name, c.name_en, c.company_name)), c.id
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    svc.db.execute(sql`SELECT count(*)::int AS total FROM companies c WHERE ${where}`),
  ]);
  return {
    items: rowsOf<CompanyCardRow>(page).map(toCompanyCard),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
    page: query.page,
    take: query.take,
  };
}
