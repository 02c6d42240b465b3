// What a use case needs from the outside world, passed as one object so tests can build it
// with a controlled clock and a real database.
import type PgBoss from 'pg-boss';
import type { AppConfig } from './config/config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { Realtime } from './realtime/push.js';
import type { FileStorage } from './storage/file-storage.js';

export interface Services {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  config: AppConfig;
  storage: FileStorage;
  /** Pushes to users' open sockets (realtime/push.ts). */
  realtime: Realtime;
}
