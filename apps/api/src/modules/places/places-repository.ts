// Counting funded places (docs/decisions/040). Granted places are rows of round_places; held and
// taken ones are read from the applications: an offer (stage 5) holds a place, an accepted offer
// (6) takes it, on the side of its job's city, in its job's round.
import { Stage } from '@fis/shared/application-stages';
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { JobCity } from '@fis/shared/job-enums';
import type { CompanyPlaces, PlaceCounts } from '@fis/shared/place-schemas';
import type { PlaceSide } from '@fis/shared/place-sides';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript, shownIn } from '../../lib/chinese-script.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { activeAdminIds } from '../admin-waiting/push-waiting.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';

/** The side of a job row, in SQL, as placeSideOf() says it. */
export const jobSideSql = sql`(CASE WHEN j.city = ${JobCity.HONG_KONG} THEN 'HongKong' ELSE 'GBA' END)`;

export function countsOf(granted: number, held: number, taken: number): PlaceCounts {
  return { granted, held, taken, left: Math.max(0, granted - held - taken) };
}

/**
 * What uses the round's places, as rows (company_id, side, city, held, taken): each company's
 * offers (held) and hires (taken) in the round's jobs, per side and city.
 */
export function usedPlacesSql(roundId: string): SQL {
  return sql`SELECT j.company_id, ${jobSideSql} AS side, j.city,
      count(*) FILTER (WHERE a.stage = ${Stage.OFFERED})::int AS held,
      count(*) FILTER (WHERE a.stage = ${Stage.HIRED})::int AS taken
    FROM applications a JOIN jobs j ON j.id = a.job_id
    WHERE j.round_id = ${roundId} AND a.stage IN (${Stage.OFFERED}, ${Stage.HIRED})
    GROUP BY 1, 2, 3`;
}

/**
 * The ids of the companies with a place left to offer in the round, as a subquery: a side whose
 * grant is more than its offers and hires there, the side's `left` (countsOf) above none, as the
 * fill board counts it (the admin's companies list, decision 054).
 */
export function companiesWithPlacesLeftSql(roundId: string): SQL {
  return sql`SELECT g.company_id FROM round_places g
    LEFT JOIN (SELECT u.company_id, u.side, sum(u.held + u.taken)::int AS used
      FROM (${usedPlacesSql(roundId)}) u GROUP BY 1, 2) u ON u.company_id = g.company_id AND u.side = g.side
    WHERE g.round_id = ${roundId} AND g.granted > coalesce(u.used, 0)`;
}

/**
 * A company's places on one side and in one city of it (none: nothing held or taken on the side),
 * as the statements counting places answer: the fill board's, a company's and the places report's.
 */
export interface PlaceRow {
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
  side: PlaceSide;
  granted: number;
  city: number | null;
  held: number;
  taken: number;
}

/**
 * Every company's places in the round, per side, from its grants and its offers and hires (a
 * company with offers but no grant shows with none granted); `where` narrows to one company.
 */
export async function companyPlaces(
  db: Executor,
  roundId: string,
  { lang, where = sql`TRUE` }: { lang: Language; where?: SQL },
): Promise<CompanyPlaces[]> {
  const rows = rowsOf<PlaceRow>(
    await db.execute(sql`
      WITH used AS (${usedPlacesSql(roundId)}), keys AS (
        SELECT company_id, side FROM round_places WHERE round_id = ${roundId}
        UNION SELECT company_id, side FROM used
      )
      SELECT k.company_id, ${aliasedCompanyNameSql} AS company_name,
             c.name_zh AS company_name_zh, k.side,
             coalesce(g.granted, 0)::int AS granted, u.city, coalesce(u.held, 0)::int AS held,
             coalesce(u.taken, 0)::int AS taken
      FROM keys k
      JOIN companies c ON c.id = k.company_id
      LEFT JOIN round_places g ON g.round_id = ${roundId} AND g.company_id = k.company_id AND g.side = k.side
      LEFT JOIN used u ON u.company_id = k.company_id AND u.side = k.side
      WHERE ${where}
      ORDER BY company_name, k.company_id, k.side, u.city`),
  );
  // Each company by the name a reader of `lang` knows it by, in the reader's Chinese script (decision 012).
  const reader = await readerScript(lang);
  const byKey = new Map<string, CompanyPlaces>();
  for (const row of rows) {
    const key = `${row.company_id}/${row.side}`;
    const name = companyNameIn({ name: row.company_name, nameZh: row.company_name_zh }, lang);
    const entry = byKey.get(key) ?? {
      companyId: row.company_id,
      companyName: shownIn(reader, name),
      side: row.side,
      ...countsOf(row.granted, 0, 0),
      cities: [],
    };
    if (row.city !== null) {
      entry.cities.push({ city: row.city, held: row.held, taken: row.taken });
      Object.assign(entry, countsOf(entry.granted, entry.held + row.held, entry.taken + row.taken));
    }
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** Sums of several companies' figures (a side's, the round's). */
export function totalOf(rows: readonly PlaceCounts[]): PlaceCounts {
  return countsOf(
    rows.reduce((n, r) => n + r.granted, 0),
    rows.reduce((n, r) => n + r.held, 0),
    rows.reduce((n, r) => n + r.taken, 0),
  );
}

/** A move that holds, takes or frees a place: one to or from an offer or a hire. */
export function usesPlace(move: { from: number; to: number }): boolean {
  const placed = [Stage.OFFERED, Stage.HIRED] as number[];
  return placed.includes(move.from) || placed.includes(move.to);
}

/**
 * Tells every active admin and the companies named, once the transaction commits, that the places
 * of the job's round changed.
 */
export async function pushPlacesChanged(
  tx: Executor,
  svc: Pick<Services, 'realtime'>,
  input: { jobId: string; companyUserIds: string[] },
): Promise<void> {
  const [job] = await tx.select({ roundId: jobs.roundId }).from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) return;
  pushAfterCommit(tx, svc, [...(await activeAdminIds(tx)), ...input.companyUserIds], 'places:changed', {
    roundId: job.roundId,
  });
}

/** How many of the round's places accepted offers have taken. */
export async function takenPlaces(db: Executor, roundId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.round_id = ${roundId} AND a.stage = ${Stage.HIRED}`),
  );
  return row?.n ?? 0;
}
