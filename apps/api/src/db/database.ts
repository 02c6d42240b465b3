// Opens the database: PostgreSQL when DATABASE_URL is set (postgres-database.ts), otherwise an
// embedded PGlite in the data folder, or in memory for tests (pglite-database.ts). Both run the
// same migrations and the same queries.
import { type SQLChunk, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { openPgliteDatabase } from './pglite-database.js';
import { type DatabaseLog, openPostgresDatabase } from './postgres-database.js';
import type * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema>;
/** Repositories and use cases accept either, so callers decide the transaction. */
export type Executor = Database | Transaction;

/** The shape pg-boss needs to run its own SQL. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  kind: 'postgres' | 'pglite';
  db: Database;
  raw: SqlExecutor;
  close(): Promise<void>;
}

/**
 * `location`: a postgres:// URL, a folder for PGlite, or 'memory://' for a throwaway PGlite.
 * `pgliteFrom`: for a PGlite, a data folder to start from (migratedPgliteDataDir's; tests).
 * A PostgreSQL that cannot be reached stops the start with a ConfigError naming DATABASE_URL.
 */
export async function openDatabase(
  location: string,
  pgliteFrom?: Blob,
  log: DatabaseLog = pino({}, pino.destination(2)),
): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgresDatabase(location, log);
  return openPgliteDatabase(location, pgliteFrom);
}

/** What node-postgres would send for the value: NULL for undefined, JSON for plain objects. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/**
 * Lets pg-boss write its job inside one of our transactions, so that the job exists exactly
 * when the outbox row does. pg-boss's $n placeholders become drizzle parameters.
 */
export function transactionExecutor(tx: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQLChunk[] = text
        .split(/(\$\d+)/)
        .map((part) =>
          /^\$\d+$/.test(part) ? sql`${sql.param(toParam(values[Number(part.slice(1)) - 1]))}` : sql.raw(part),
        );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
