// What the admin portal's four lists (candidates, companies, jobs, applications) share: each list is
// described once as an AdminList (its rows, its filters as SQL, its orders, its CSV columns), and
// one page and the CSV export are read from that description the same way for every list, so the
// file always holds what the table shows, in the same order (decision 022).
import type { Language } from '@fis/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { t } from '../../lib/catalogs.js';
import type { CsvValue } from '../../lib/csv.js';

export type AdminListName = 'candidates' | 'companies' | 'jobs' | 'applications';

/** The rows ticked (the `ids` filter, decision 059): `column` one of them. */
export function oneOf(column: string, ids: readonly string[]): SQL {
  return sql`${sql.raw(column)} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export interface AdminList<Filters extends { sort: string }, Raw, Row> {
  name: AdminListName;
  /** The selected columns; a new column (such as the eligibility state) is one more line here and in toRow. */
  select: SQL;
  /** FROM and its joins. */
  from: SQL;
  /** The account a group message to the list's rows reaches, where it has one (decision 049). */
  recipient?: SQL;
  /** The filters as one condition. */
  where(filters: Filters): SQL;
  /**
   * Each sort as an ORDER BY list ending with a unique column, so pages never overlap; a function of
   * the reader's language where the order follows the words the reader sees (a name in Chinese).
   */
  orderBy: Record<Filters['sort'], SQL | ((lang: Language) => SQL)>;
  toRow(raw: Raw): Row;
  /** The CSV's columns: their headers are adminLists:csv.<name>.<column> in the caller's language. */
  csvColumns: readonly string[];
  csvCells(row: Row, lang: Language): CsvValue[];
}

function orderOf<F extends { sort: string }, Raw, Row>(list: AdminList<F, Raw, Row>, sort: string, lang: Language) {
  const order = list.orderBy[sort as F['sort']];
  return typeof order === 'function' ? order(lang) : order;
}

/** One page of a list, with the number of rows matching the filters, ordered for the reader's language. */
export async function readPage<F extends { sort: string }, Raw, Row>(
  db: Executor,
  list: AdminList<F, Raw, Row>,
  query: F & { page: number; take: number },
  lang: Language,
): Promise<{ items: Row[]; total: number; page: number; take: number }> {
  const where = list.where(query);
  const [rows, counted] = await Promise.all([
    db.execute(sql`SELECT ${list.select} ${list.from} WHERE ${where}
      ORDER BY ${orderOf(list, query.sort, lang)}
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    db.execute(sql`SELECT count(*)::int AS n ${list.from} WHERE ${where}`),
  ]);
  return {
    items: rowsOf<Raw>(rows).map((raw) => list.toRow(raw)),
    total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
    page: query.page,
    take: query.take,
  };
}

/** Rows per query of an export. Tests lower it to cross batch boundaries with a few rows. */
export const adminExportSettings = { batchSize: 1_000 };

/** The number of rows an export will hold, for its audit row. */
export async function countRows<F extends { sort: string }, Raw, Row>(
  db: Executor,
  list: AdminList<F, Raw, Row>,
  filters: F,
): Promise<number> {
  const counted = await db.execute(sql`SELECT count(*)::int AS n ${list.from} WHERE ${list.where(filters)}`);
  return rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
}

/**
 * The CSV's records, header first, read in batches in the list's order: the server holds one
 * batch at a time however long the list is. Each batch reads the tables as they are then.
 */
export async function* csvRecords<F extends { sort: string }, Raw, Row>(
  db: Executor,
  list: AdminList<F, Raw, Row>,
  filters: F,
  lang: Language,
): AsyncGenerator<CsvValue[]> {
  yield list.csvColumns.map((column) => t(lang, `adminLists:csv.${list.name}.${column}`));
  const where = list.where(filters);
  const { batchSize } = adminExportSettings;
  for (let offset = 0; ; offset += batchSize) {
    const rows = rowsOf<Raw>(
      await db.execute(sql`SELECT ${list.select} ${list.from} WHERE ${where}
        ORDER BY ${orderOf(list, filters.sort, lang)} LIMIT ${batchSize} OFFSET ${offset}`),
    );
    for (const raw of rows) yield list.csvCells(list.toRow(raw), lang);
    if (rows.length < batchSize) return;
  }
}

/** A label of a catalog key, or the code itself when the catalog has none. */
export function labelOf(lang: Language, key: string, fallback: string): string {
  const named = t(lang, key);
  return named === key ? fallback : named;
}
