// Demo accounts share one published password (README, the start-up banner). Served on an address
// other machines can reach, anyone there can sign in as the demo admin: say so at start.
import { isLoopbackHost } from '../lib/loopback.js';
import type { AppConfig } from './config.js';

export function demoDataExposureWarning(config: Pick<AppConfig, 'host' | 'seedDemoData'>): string | undefined {
  if (!config.seedDemoData || isLoopbackHost(config.host)) return undefined;
  return (
    `Demo data is served on ${config.host}, reachable from other machines: anyone there can sign in ` +
    'with the published demo passwords, the demo admin included. Unset HOST to listen on this machine ' +
    'only, or set SEED_DEMO_DATA=false on a database without demo accounts.'
  );
}
