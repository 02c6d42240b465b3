// Where uploaded bytes live. The default is a folder in the data directory, outside anything
// served statically; an S3-compatible store can implement the same interface later.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored bytes, or null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (random, [a-z0-9/-]); anything else is refused as a path. */
function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/-]*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: 'wx', mode: 0o600 });
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
