import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SQL migrations both databases apply when opened: apps/api/migrations, from src/db or dist/db. */
export const MIGRATIONS_FOLDER = resolve(fileURLToPath(import.meta.url), '../../../migrations');
