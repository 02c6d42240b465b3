// Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…) on every answer;
// the web app's hashed files (/assets/) carry only those that act on a script or a stylesheet.
// Our headers never change between requests, so helmet runs once at start and each answer gets
// the same set; @fastify/helmet would rebuild helmet's middleware, CSP parsing included, on every
// request (a tenth of the job search's time, see bench/job-search.bench.js).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
};

/** The headers helmet sets for these options, read off a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What still acts on a script, a stylesheet or an image: no type sniffing, no reads from other
 * sites, HTTPS only, and the referrer policy (a stylesheet's own requests follow it). The others
 * (CSP, framing, opener and the older ones) act on documents only, and cost about 600 bytes on
 * each of the 40-odd files a page loads, on a phone's slow first visit (docs/decisions/014).
 */
const ASSET_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
];

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders(OPTIONS);
  const assetHeaders = Object.fromEntries(ASSET_HEADERS.map((name) => [name, headers[name] as string]));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
});
