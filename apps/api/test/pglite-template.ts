// The tests' PGlite databases start from one migrated copy (db/pglite-database.ts, migratedPgliteDataDir),
// made once per set of migrations and PGlite version and kept in the OS's temp folder, instead of
// each making its cluster and running every migration: about 1.5 s saved per app a test starts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedPgliteDataDir } from '../src/db/pglite-database.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
const PREFIX = 'fis-pglite-template-';

/** What the copy depends on: every migration file's name and text, and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  // The package's main file is dist/index.*; its package.json (not exported) is beside dist/.
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string };
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}

/**
 * The copy's bytes, read back at once: Node 20's own Blob reads a large one back in small chunks
 * and joins them, about half a second of CPU for this one (some 40 MB) each time a database opens it.
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

let made: Promise<Blob> | undefined;

/** The migrated data folder for a test's PGlite (several test files may ask at once). */
export function pgliteTemplate(): Promise<Blob> {
  made ??= (async () => {
    const name = `${PREFIX}${templateKey()}.tar`;
    const file = join(tmpdir(), name);
    if (existsSync(file)) return new BytesBlob(readFileSync(file));
    const dataDir = new Uint8Array(await (await migratedPgliteDataDir()).arrayBuffer());
    // Written aside and renamed: another worker may be reading or writing the same copy.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dataDir);
    renameSync(partial, file);
    // Copies of earlier migrations are of no more use.
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(PREFIX) && old.endsWith('.tar') && old !== name) rmSync(join(tmpdir(), old), { force: true });
    }
    return new BytesBlob(dataDir);
  })();
  return made;
}
