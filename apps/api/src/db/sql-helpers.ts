// Small helpers for the raw SQL statements of the use cases, the same with node-postgres and PGlite.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sha256 } from '../lib/secrets.js';
import type { Executor } from './database.js';

/** Rows of a raw statement, from node-postgres and PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A LIKE pattern that finds `text` anywhere: %, _ and \ in it match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The LIKE pattern of a keyword for the search columns (jobs.search_text, the search_name of
 * companies and candidate profiles): lower-cased and folded to one Chinese script as they are,
 * so 數據 finds 数据 and the other way round (decision 012). The planner folds it once per search,
 * and the trigram index still serves it.
 */
export function foldedContainsPattern(keyword: string): SQL {
  return sql`fold_script(lower(${containsPattern(keyword)}))`;
}

const dialect = new PgDialect();

/**
 * Runs a statement that a route sends on every request as a named prepared statement, named by
 * its text: on PostgreSQL each connection parses it once and, once its plans prove alike, reuses
 * a generic plan instead of planning it again (which cost more than running the recommendation
 * lists' reads, decision 029). The text must not embed values that vary, or every variant would
 * be kept. PGlite runs it as any other statement.
 */
export function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `fis_${sha256(built.sql).slice(0, 24)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
