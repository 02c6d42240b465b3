// The benches' databases: created on their server when missing, then migrated as the app does at
// start, so a bench can fill them before it boots the app.
import pg from 'pg';

export async function ensureMigratedDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rows.length === 0) {
    console.log(`Creating database ${name}`);
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  }
  await admin.end();
  const { openDatabase } = await import(new URL('../dist/db/database.js', import.meta.url).href);
  await (await openDatabase(databaseUrl)).close();
}
