// Small helpers for the raw SQL statements of the use cases, the same with node-postgres and PGlite.
import { type SQL, sql } from 'drizzle-orm';

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
