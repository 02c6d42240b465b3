// How many real-time sockets one user and one address hold open on this instance, against the
// caps of config.socketLimits (docs/decisions/031): 150 sockets from one address were accepted.
// An address is the caller's as TRUST_PROXY decides, as for HTTP's request.ip (decision 010).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type AppConfig, trustProxyOption } from '../config/config.js';

/** Counts per key, each up to `cap`. */
function capped(cap: number) {
  const open = new Map<string, number>();
  return {
    /** Counts one more for `key`; false, counting nothing, when it is at the cap. */
    take(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= cap) return false;
      open.set(key, count + 1);
      return true;
    },
    release(key: string): void {
      const count = (open.get(key) ?? 0) - 1;
      if (count > 0) open.set(key, count);
      else open.delete(key);
    },
  };
}

export function socketCaps(config: Pick<AppConfig, 'socketLimits' | 'trustProxy'>) {
  const trust = trustProxyOption(config.trustProxy);
  const trusted = trust === false ? () => false : Array.isArray(trust) ? proxyAddr.compile(trust) : trust;
  return {
    addressOf: (request: IncomingMessage) => proxyAddr(request, trusted),
    byUser: capped(config.socketLimits.perUser),
    byAddress: capped(config.socketLimits.perAddress),
  };
}
