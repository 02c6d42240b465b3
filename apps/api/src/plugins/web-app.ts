// The web app on the API's port (docs/decisions/045):
// - the browser's files (apps/web/dist/client), each sent as the brotli or gzip copy the build made
//   beside it when the browser accepts one (Vary: Accept-Encoding); /assets/* have a content hash
//   in their names, cached for a year and never revalidated; the static documents (/docs) are
//   revalidated on every visit, the icon kept for an hour; source maps are never served, even from
//   a build that made them;
// - every other GET of a page address or of a page's data (`/….data`) is rendered by React
//   Router's handler (apps/web/dist/server) at the site's
//   public origin (PUBLIC_URL's), in the visitor's language, with their session: the pages'
//   loaders ask the API in this process as the visitor (their cookie, address and language).
//   The answer streams, compressed with a flush per chunk, each inline script carrying a nonce
//   that this answer's Content-Security-Policy names; it is the visitor's own (Cache-Control:
//   private, no-cache), but for a page's data fetched ahead for a link the reader means to follow
//   (Sec-Purpose: prefetch), which the browser may use for a few seconds and only with the same
//   cookies: the same session, and no change made since (docs/decisions/047);
// - a path that names a file (has an extension) and is not one answers 404, not a page.
import { randomBytes } from 'node:crypto';
import { join, sep } from 'node:path';
import { Readable, type Transform } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { CurrentUser } from '@fis/shared/auth-schemas';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { isLanguage, LANGUAGE_COOKIE, visitorLanguage } from '@fis/shared/i18n';
import { SESSION_COOKIE, SUSPENDED_COOKIE } from '@fis/shared/web-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { notFound } from './error-handler.js';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_HOUR = 'public, max-age=3600';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_PAGE = 'private, no-cache';
/** Long enough for the click that follows a pointer resting on a link; short enough to be that click's. */
export const CACHE_PREFETCHED = 'private, max-age=10';

/** A request for a page's data that a link's prefetch makes (React Router's `prefetch="intent"`). */
function isPrefetch(request: FastifyRequest, path: string): boolean {
  return path.endsWith('.data') && /\bprefetch\b/.test(String(request.headers['sec-purpose'] ?? ''));
}

/** What a page's loaders are given (apps/web/src/app/load-context.ts says the same for the web app). */
export type PageContext = {
  language: Language;
  nonce: string;
  currentUser(): Promise<CurrentUser | null>;
  /** Whether the session turned out suspended, on this request or the one that led here. */
  accountSuspended(): boolean;
  askApi(path: string): Promise<Response>;
};

/** Renders a page, its data or the manifest: React Router's handler over the server build. */
export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

/** The renderer of the web app's server build (dist/server/index.js). */
export async function pageRenderer(serverBuild: string): Promise<RenderPage> {
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return (request, context) => handle(request, context);
}

/** Paths the API answers itself: never a page. */
const API_PATHS = /^\/api(\/|$)/;
const NAMES_A_FILE = /\.[^/]+$/;
const YEAR_S = 365 * 86_400;

function isPageAddress(path: string): boolean {
  if (API_PATHS.test(path)) return false;
  return !NAMES_A_FILE.test(path) || path.endsWith('.data');
}

/**
 * The Fetch API's request for React Router, with the visitor's headers, at the site's public
 * origin (PUBLIC_URL's): the pages' canonical and shared addresses are built on it, whatever
 * scheme and Host the request arrived with behind a proxy.
 */
function webRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Appended rather than resolved: a path such as //other.example/… stays a path of this site.
  return new Request(`${new URL(publicUrl).origin}${request.url}`, { method: 'GET', headers });
}

/**
 * A GET of the API in this process, as the visitor: with their cookie, from their address, in the
 * language the page is written in (what companies wrote comes in the reader's script). A cookie
 * that no longer works is cleared by the API's answer: so is the visitor's.
 */
async function askApi(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  path: string,
  onSuspended: () => void,
): Promise<Response> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api${path}`,
    remoteAddress: request.ip,
    headers: {
      cookie: request.headers.cookie ?? '',
      'accept-language': language,
      'user-agent': request.headers['user-agent'] ?? '',
    },
  });
  const cleared = answer.headers['set-cookie'];
  if (cleared) reply.header('set-cookie', cleared);
  if (answer.statusCode === 403 && answer.json<{ code?: string }>().code === ErrorCode.ACCOUNT_SUSPENDED) {
    reply.setCookie(SUSPENDED_COOKIE, '1', {
      path: '/',
      maxAge: 60,
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https:'),
    });
    onSuspended();
  }
  return new Response(answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/** The brotli or gzip stream for what the browser accepts, flushing each chunk as React sends it. */
function compressorFor(acceptEncoding: string | undefined): { encoding: string; stream: Transform } | undefined {
  if (/\bbr\b/.test(acceptEncoding ?? '')) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
    };
  }
  if (/\bgzip\b/.test(acceptEncoding ?? '')) {
    return { encoding: 'gzip', stream: createGzip({ flush: constants.Z_SYNC_FLUSH }) };
  }
  return undefined;
}

export const webApp = fp(async (app: FastifyInstance, { root, render }: { root: string; render: RenderPage }) => {
  const assets = join(root, 'assets') + sep;
  const cacheControlFor = (file: string) => {
    if (file.startsWith(assets)) return CACHE_HASHED;
    return /\.html(\.br|\.gz)?$/.test(file) ? CACHE_REVALIDATE : CACHE_HOUR;
  };
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file found at start: no file system look-up for other paths.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are reached through the file they compress; maps are never served.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map', '.vite/**'],
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
  });

  const secure = app.config.publicUrl.startsWith('https:');

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query = ''] = request.url.split('?');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPageAddress(path)) {
      return notFound(request, reply);
    }
    const chosen = new URLSearchParams(query).get('lng');
    const language = visitorLanguage(chosen, request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    // A language chosen by the address is remembered, as the switcher remembers it.
    if (isLanguage(chosen)) {
      reply.setCookie(LANGUAGE_COOKIE, chosen, { path: '/', maxAge: YEAR_S, sameSite: 'lax', secure });
    }
    const nonce = randomBytes(16).toString('base64');
    // A suspension found by the request that led here is told once, then forgotten.
    let suspended = request.cookies[SUSPENDED_COOKIE] === '1';
    if (suspended) reply.clearCookie(SUSPENDED_COOKIE, { path: '/' });
    const ask = (path: string) =>
      askApi(app, request, reply, language, path, () => {
        suspended = true;
      });
    let user: Promise<CurrentUser | null> | undefined;
    const currentUser = async () => {
      if (!request.cookies[SESSION_COOKIE]) return null;
      const answer = await ask('/v1/user');
      return answer.status === 200 ? ((await answer.json()) as CurrentUser) : null;
    };
    const response = await render(webRequest(request, app.config.publicUrl), {
      language,
      nonce,
      askApi: ask,
      accountSuspended: () => suspended,
      currentUser: () => {
        user ??= currentUser();
        return user;
      },
    });

    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const prefetch = isPrefetch(request, path);
    if (!response.headers.has('cache-control')) reply.header('Cache-Control', prefetch ? CACHE_PREFETCHED : CACHE_PAGE);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      );
    }
    if (!response.body) return reply.send();
    const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    const compressor = compressorFor(request.headers['accept-encoding']);
    reply.header('Vary', prefetch ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (!compressor) return reply.send(body);
    reply.header('Content-Encoding', compressor.encoding);
    reply.removeHeader('content-length');
    return reply.send(body.pipe(compressor.stream));
  });
});
