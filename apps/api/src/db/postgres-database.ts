// PostgreSQL through a node-postgres pool: every connection with time limits, a dropped one logged
// and handed back rather than ending the process or staying checked out (docs/decisions/031), and
// the migrations run on a connection of their own, one instance at a time.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { BaseLogger } from 'pino';
import { unreachableService } from '../config/unreachable-service.js';
import type { Database, DatabaseHandle } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import * as schema from './schema.js';

/** What the database's connections report to: the app's log, or standard error for the command-line tools. */
export type DatabaseLog = Pick<BaseLogger, 'error' | 'warn'>;

/**
 * The time limits of every PostgreSQL connection (docs/decisions/031): a connection that is not
 * open within CONNECT_TIMEOUT_MS fails (a server that is down or a network that drops packets
 * answers a quick 503, and a start names DATABASE_URL instead of waiting); a statement is
 * cancelled by the server after STATEMENT_TIMEOUT_MS (the app's take milliseconds, and the web
 * app gives up on a request after 15 s: nothing should hold a connection longer); and an answer
 * that never comes over a dead network is given up after QUERY_TIMEOUT_MS, which leaves the
 * server's own limit room to answer first.
 * Keep-alive probes find a connection whose peer vanished while it was idle.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MS = 35_000;
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * Logs a lost connection once per outage and its return, and keeps a dropped connection from
 * ending the process: node-postgres emits 'error' on the pool for an idle connection and on the
 * client for one checked out between two queries (a transaction, the migrations), and an
 * 'error' event nobody listens to is thrown. The query that was running fails by itself, and
 * the error handler answers it 503.
 */
function watchConnections(pool: pg.Pool, log: DatabaseLog): (client: pg.Client) => void {
  let lost = false;
  const onLost = (err: Error) => {
    if (lost) return;
    lost = true;
    log.error({ err }, 'database connection lost');
  };
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    if (lost) {
      lost = false;
      log.warn('database back');
    }
  });
  return (client) => client.on('error', onLost);
}

/**
 * Drizzle's transaction() checks a connection out and sends BEGIN before its try/finally: when
 * BEGIN fails because the connection dropped, the connection is never handed back. Each such
 * transaction took one of the pool's connections for good; after an outage the pool could be left
 * with none to give (every request waiting, then 503) and closing it never ended. Here a
 * checked-out connection that fails is handed back with its error at once, which makes the pool
 * drop it, and its user's own release() afterwards does nothing.
 */
class HandsBackFailedConnections extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out with a callback and hands the connection back itself, error or not.
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const handBack = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', handBack);
        release(err);
      };
      client.on('error', handBack);
      client.release = handBack;
      return client;
    });
  }
}

/** A PostgreSQL that cannot be reached stops the start with a ConfigError naming DATABASE_URL. */
export async function openPostgresDatabase(location: string, log: DatabaseLog): Promise<DatabaseHandle> {
  const limits = {
    connectionString: location,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
  // JIT compilation off for every statement: the app's statements run in milliseconds, and the
  // matching's, whose estimated cost crosses jit_above_cost, spent seconds compiling (decision 027).
  const pool = new HandsBackFailedConnections({
    ...limits,
    max: 10,
    options: '-c jit=off',
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  const watch = watchConnections(pool, log);
  // The migrations get a connection of their own, without the statement limits: on a large
  // database one may build an index for minutes, or wait for another instance's migration.
  const client = new pg.Client(limits);
  watch(client);
  try {
    await client.connect();
  } catch (err) {
    await pool.end();
    // node-postgres says only "timeout expired".
    const timedOut = err instanceof Error && err.message === 'timeout expired';
    const reason = timedOut ? new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`) : err;
    throw unreachableService('DATABASE_URL', location, reason);
  }
  try {
    // One instance migrates at a time when several API instances start together.
    await client.query('SELECT pg_advisory_lock(7234001)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await pool.end();
    throw err;
  } finally {
    await client.end();
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    raw: { executeSql: async (text, values) => pool.query(text, values) },
    close: () => endPool(pool),
  };
}

/**
 * pool.end() resolves as soon as its clients are told to end, before their connections are
 * closed; waiting for each 'remove' means the database can be dropped or stopped right after.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
