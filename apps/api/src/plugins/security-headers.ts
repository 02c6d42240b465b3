// Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…) and our
// Permissions-Policy on every answer; the web app's hashed files (/assets/) carry only those that
// act on a script or a stylesheet.
// Our headers never change between requests, so helmet runs once at start and each answer gets
// the same set; @fastify/helmet would rebuild helmet's middleware, CSP parsing included, on every
// request (a tenth of the job search's time, see bench/job-search.bench.js).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's options for the address the platform is reached at. upgrade-insecure-requests only
 * when that address is https: behind plain http (PUBLIC_URL http://…, as a trial on a local
 * network) the browser would ask for every script and stylesheet over an https nobody answers,
 * and draw a broken, unstyled page.
 */
function helmetOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': publicUrl.startsWith('https:') ? [] : null,
      },
    },
  };
}

/**
 * The browser features no page of the platform uses, refused to it and to anything it embeds:
 * a script injected past the CSP still cannot reach the camera, the microphone, the location or
 * a payment sheet. Only features every current browser knows are named, as an unknown one is
 * reported as an error in the console.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

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
  const headers: Record<string, string> = {
    ...helmetHeaders(helmetOptions(app.config.publicUrl)),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const assetHeaders = Object.fromEntries(ASSET_HEADERS.map((name) => [name, headers[name] as string]));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
});
