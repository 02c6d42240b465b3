// The embedded database: PGlite, PostgreSQL compiled to WebAssembly, in the data folder (or in
// memory for tests), migrated when opened.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema.js';

const MEMORY = 'memory://';
/**
 * A throwaway database (a test's) holds a few rows: its buffer pool is 16 MB, not PGlite's 128 MB,
 * whose zeroing was most of the CPU time of opening one, and a test suite opens hundreds.
 */
const THROWAWAY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A PGlite database, migrated. `from`: a data folder to start from (migratedPgliteDataDir's), so
 * that the cluster is not made again; the migrations it lacks still run.
 */
async function openPglite(location: string, from?: Blob): Promise<PGlite> {
  const client = new PGlite(location, {
    extensions: { pg_trgm },
    loadDataDir: from,
    startParams: location === MEMORY ? THROWAWAY_START : undefined,
  });
  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return client;
}

/**
 * An empty PGlite database with every migration applied, as a data folder to start others from:
 * making the cluster and migrating it took about 2 s of each test file's app, loading this 0.4 s.
 */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const client = await openPglite(MEMORY);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** `location`: a folder, or 'memory://' for a throwaway database; `from` as openPglite's. */
export async function openPgliteDatabase(location: string, from?: Blob): Promise<DatabaseHandle> {
  const client = await openPglite(location, from);
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    raw: {
      // PGlite's extended protocol takes one statement; pg-boss sends multi-statement scripts
      // without parameters, which exec() runs with the simple protocol.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    close: () => client.close(),
  };
}
