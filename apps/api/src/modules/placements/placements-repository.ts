// Reading placements as their intern, their company and the office read them (placementSchema,
// docs/decisions/041): the row with its round, job, company and intern, its state, end date and
// allowance worked out in SQL by placements-sql.ts on today's Hong Kong date, and its extensions.
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { PlaceSide } from '@fis/shared/place-sides';
import type { PlacementState } from '@fis/shared/placement-rules';
import type { ExtensionStatus, Placement } from '@fis/shared/placement-schemas';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { placementExtensions } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readerScript, shownIn } from '../../lib/chinese-script.js';
import type { Clock } from '../../lib/clock.js';
import { placementsOf } from '../../policies/placements.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import {
  allowanceCurrencySql,
  committedMonthsSql,
  hasPendingExtensionSql,
  paidMonthsSql,
  placementEndDateSql,
  placementStateSql,
  placementWithNamesSql,
} from './placements-sql.js';

interface PlacementRow {
  id: string;
  application_id: string;
  round_id: string;
  name_en: string;
  name_zh: string;
  name_cn: string;
  max_internship_months: number;
  job_id: string;
  position_name: string;
  city: number;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
  candidate_id: string;
  intern_name: string;
  side: PlaceSide;
  monthly_allowance: number;
  months: number;
  start_date: string | null;
  end_date: string | null;
  dates_agreed_at: Date | string | null;
  ended_on: string | null;
  end_reason: string | null;
  state: PlacementState;
  currency: 'HKD' | 'RMB';
  committed_months: number;
  paid_months: number;
  created_at: Date | string;
}

/** An instant from either driver as ISO text. */
export function isoOf(value: Date | string): string;
export function isoOf(value: Date | string | null): string | null;
export function isoOf(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The placements matching `where` (over `p`), newest first, with their extensions. */
async function readPlacements(
  db: Executor,
  input: { today: string; lang: Language; where: SQL; limit?: number; offset?: number },
): Promise<Placement[]> {
  const { today } = input;
  const rows = rowsOf<PlacementRow>(
    await db.execute(sql`
      SELECT p.id, p.application_id, p.round_id, r.name_en, r.name_zh, r.name_cn, r.max_internship_months,
             p.job_id, j.position_name, j.city, p.company_id,
             ${aliasedCompanyNameSql} AS company_name, c.name_zh AS company_name_zh,
             p.candidate_id, coalesce(cp.english_name, u.email) AS intern_name,
             p.side, p.monthly_allowance, p.months, p.start_date::text AS start_date,
             ${placementEndDateSql()}::text AS end_date, p.dates_agreed_at, p.ended_on::text AS ended_on,
             p.end_reason, ${placementStateSql(today)} AS state, ${allowanceCurrencySql()} AS currency,
             ${committedMonthsSql()} AS committed_months, ${paidMonthsSql(today)} AS paid_months, p.created_at
      FROM ${placementWithNamesSql}
      WHERE ${input.where}
      ORDER BY p.created_at DESC, p.id DESC
      ${input.limit === undefined ? sql`` : sql`LIMIT ${input.limit} OFFSET ${input.offset ?? 0}`}`),
  );
  const extensions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(placementExtensions)
          .where(
            inArray(
              placementExtensions.placementId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(placementExtensions.createdAt), asc(placementExtensions.id));
  // Job titles and company names in the reader's Chinese script, as the job lists show them (decision 012).
  const reader = await readerScript(input.lang);
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    round: {
      id: row.round_id,
      nameEn: row.name_en,
      nameZh: row.name_zh,
      nameCn: row.name_cn,
      maxMonths: row.max_internship_months,
    },
    job: { id: row.job_id, title: shownIn(reader, row.position_name), city: row.city },
    company: {
      id: row.company_id,
      name: shownIn(reader, companyNameIn({ name: row.company_name, nameZh: row.company_name_zh }, input.lang)),
    },
    intern: { id: row.candidate_id, name: row.intern_name },
    side: row.side,
    state: row.state,
    startDate: row.start_date,
    endDate: row.end_date,
    months: row.months,
    datesAgreedAt: isoOf(row.dates_agreed_at),
    endedOn: row.ended_on,
    endReason: row.end_reason,
    allowance: {
      currency: row.currency,
      monthly: row.monthly_allowance,
      committedMonths: row.committed_months,
      committed: row.committed_months * row.monthly_allowance,
      paidMonths: row.paid_months,
      paid: row.paid_months * row.monthly_allowance,
    },
    extensions: extensions
      .filter((x) => x.placementId === row.id)
      .map((x) => ({
        id: x.id,
        months: x.months,
        reason: x.reason,
        status: x.status as ExtensionStatus,
        requestedAt: x.createdAt.toISOString(),
        decidedAt: x.decidedAt?.toISOString() ?? null,
        decisionReason: x.decisionReason,
      })),
    createdAt: isoOf(row.created_at),
  }));
}

export interface PlacementFilters {
  roundId?: string | undefined;
  state?: PlacementState | undefined;
  pendingExtension?: boolean | undefined;
}

/** The conditions of the filters, over `p`, as of `today`. */
function filtersSql(filters: PlacementFilters, today: string): SQL[] {
  const parts: SQL[] = [];
  if (filters.roundId) parts.push(sql`p.round_id = ${filters.roundId}`);
  if (filters.state) parts.push(sql`${placementStateSql(today)} = ${filters.state}`);
  if (filters.pendingExtension !== undefined) {
    parts.push(filters.pendingExtension ? hasPendingExtensionSql() : sql`NOT ${hasPendingExtensionSql()}`);
  }
  return parts;
}

/** One page of the placements the caller sees, filtered; `total` counts every match. */
export async function placementPage(
  db: Executor,
  clock: Clock,
  input: { user: AuthUser; lang: Language; filters: PlacementFilters; page: number; take: number },
) {
  const today = hongKongDate(clock.now());
  const where = sql.join([placementsOf(input.user), ...filtersSql(input.filters, today)], sql` AND `);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM placements p WHERE ${where}`),
  );
  const items = await readPlacements(db, {
    today,
    lang: input.lang,
    where,
    limit: input.take,
    offset: (input.page - 1) * input.take,
  });
  return { items, total: count?.n ?? 0, page: input.page, take: input.take };
}

/** One placement the caller sees; anyone else's, or none, answers 404. */
export async function placementFor(
  db: Executor,
  clock: Clock,
  input: { user: AuthUser; lang: Language; id: string },
): Promise<Placement> {
  const where = sql`p.id = ${input.id} AND ${placementsOf(input.user)}`;
  const [placement] = await readPlacements(db, { today: hongKongDate(clock.now()), lang: input.lang, where });
  if (!placement) throw new AppError(ErrorCode.NOT_FOUND);
  return placement;
}
