// `npm run seed:scale -- --jobs 100000 --companies 2000 --candidates 50000 [--reset]`: fills the
// PostgreSQL database of DATABASE_URL for measurement (see src/seed/scale-data.ts). Refuses to
// add to earlier scale data unless --reset removes it first.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';
import { refreshStaleTakeableRegions } from '../modules/eligibility/takeable-regions.js';
import { hasScaleData, removeScaleData, seedScaleData } from '../seed/scale-data.js';

const USAGE =
  'Usage: DATABASE_URL=postgres://… npm run seed:scale -- [--jobs 100000] [--companies 2000] [--candidates 50000] [--reset]';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000)
    throw new Error(`--${name} must be a whole number from 1\n${USAGE}`);
  return n;
}

/** Fills `url`; the numbers of rows made. Used by the command below and by the benchmark. */
export async function runSeedScale(
  url: string,
  options: { jobs: number; companies: number; candidates: number; reset: boolean },
  log: (line: string) => void = console.log,
) {
  // Migrations first: the same schema the app runs on.
  const database = await openDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await hasScaleData(client)) {
      if (!options.reset)
        throw new Error(`This database already holds scale data: add --reset to replace it.\n${USAGE}`);
      log('Removing earlier scale data…');
      await removeScaleData(client);
    }
    // Every scale account shares one password (Demo@2025pass): hashing 52,000 would take minutes.
    const passwordHash = await hashPassword('Demo@2025pass');
    const counts = await seedScaleData(client, { ...options, now: new Date(), passwordHash, log });
    // What each candidate can take, by the shared eligibility rules, as the app's start-up does.
    const started = performance.now();
    await refreshStaleTakeableRegions(database);
    await client.query('VACUUM ANALYZE candidate_profiles');
    log(`  ${'takeable regions'.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return counts;
  } finally {
    await client.end();
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      companies: { type: 'string' },
      candidates: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must point at PostgreSQL.\n${USAGE}`);
  const options = {
    jobs: count(values.jobs, 100_000, 'jobs'),
    companies: count(values.companies, 2_000, 'companies'),
    candidates: count(values.candidates, 50_000, 'candidates'),
    reset: values.reset ?? false,
  };
  const started = performance.now();
  console.log(`Filling ${new URL(url).pathname.slice(1)}: ${JSON.stringify(options)}`);
  const counts = await runSeedScale(url, options);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
