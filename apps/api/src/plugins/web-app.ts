// The built web app (apps/web/dist) on the API's port: its hashed assets, its static documents
// (/docs) and index.html for every address of the app, the way a browser loads them fastest
// (docs/decisions/014):
// - each file is sent as the brotli or gzip copy the build made beside it, when the browser
//   accepts one (Vary: Accept-Encoding), or as it is;
// - /assets/* have a content hash in their names: cached for a year, never revalidated;
// - index.html is revalidated on every visit, so a deployment is seen at once; the other files
//   (favicon, documents) are cached for an hour, then revalidated;
// - source maps are never served, even from a build that made them;
// - a path that names a file (has an extension) and is not one answers 404, not index.html;
// - the public pages the build prerendered (dist/pages/{lang}/, apps/web/build/prerender.tsx) are
//   sent already written in the visitor's language, chosen as the app would choose it
//   (visitorLanguage: ?lng=, the language cookie, the browser's first language), Vary-ing on those;
//   only at their bare addresses (?lng= aside), as a query may change what the page shows;
// - the frames of the signed-in pages the early script starts (dist/frames/{lang}/, the job list:
//   the shell and the page before the user and the data are known) likewise, to everyone: the
//   session is in the browser's storage, and the early script shows a frame only to its page's
//   own role;
// - every other page address gets index.html in the same language when the build made one
//   (dist/app-shell/{lang}.html: it names the language's catalog and the signed-in layout's code
//   for download beside the entry), else index.html itself; with 404 at a page this deployment
//   does not have (the development mailbox in production), where the app shows not-found.
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@fis/shared/enums';
import { LANGUAGE_COOKIE, visitorLanguage } from '@fis/shared/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './error-handler.js';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_HOUR = 'public, max-age=3600';

/** Paths the API answers itself: never the web app's index.html. */
const API_PATHS = /^\/api(\/|$)/;
const NAMES_A_FILE = /\.[^/]+$/;

/**
 * The addresses of the pages written in a folder, per language: dist/pages/zh/sign-in.html is
 * /sign-in, index.html is /; dist/frames/zh/candidate/job-list.html is /candidate/job-list.
 */
function addressesIn(root: string, kind: 'pages' | 'frames'): Set<string> {
  const folder = join(root, kind, 'zh');
  if (!existsSync(folder)) return new Set();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Set(
    files.map(
      (file) =>
        `/${file
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, '')
          .split(sep)
          .join('/')}`,
    ),
  );
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, value] = part.split('=');
    if (key?.trim() === name && value !== undefined) return decodeURIComponent(value.trim());
  }
  return undefined;
}

/**
 * `absentPages`: addresses of the web app that this deployment does not have (the development
 * mailbox in production): the app is sent, as for any address, and draws its not-found page there,
 * but with 404, as an address that is not a page answers.
 */
export const webApp = fp(
  async (app: FastifyInstance, { root, absentPages = [] }: { root: string; absentPages?: string[] }) => {
    const assets = join(root, 'assets') + sep;
    const cacheControlFor = (file: string) => {
      if (file.startsWith(assets)) return CACHE_HASHED;
      return file.endsWith('.html') || file.endsWith('.html.br') || file.endsWith('.html.gz')
        ? CACHE_REVALIDATE
        : CACHE_HOUR;
    };

    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per file found at start: no file system look-up for other paths.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are reached through the file they compress, the prerendered pages
      // through their addresses; maps are never served.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'pages/**', 'frames/**', 'app-shell/**'],
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
    });

    const prerendered = addressesIn(root, 'pages');
    const framed = addressesIn(root, 'frames');
    const hasAppShells = existsSync(join(root, 'app-shell'));
    const absent = new Set(absentPages);

    /** A file written once per language (folder/{lang}.html or folder/{lang}/name.html), the visitor's. */
    const sendInLanguage = (request: FastifyRequest, reply: FastifyReply, fileOf: (language: Language) => string) => {
      const params = new URLSearchParams(request.url.split('?')[1] ?? '');
      const language = visitorLanguage(
        params.get('lng'),
        cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        request.headers['accept-language'],
      );
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      // No ETag or Last-Modified: the files of two languages can share both (same size, same
      // build), and a cache revalidating one language's page must not be told it holds another's.
      return reply.sendFile(fileOf(language), root, { etag: false, lastModified: false });
    };

    // The web app owns every other page address: its router shows its own not-found page.
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const [path = '/', query = ''] = request.url.split('?');
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const params = new URLSearchParams(query);
      // A page was prerendered for its bare address: a query (sign-in?type=company) may change it.
      const bare = [...params.keys()].every((key) => key === 'lng');
      if (isPage && bare && prerendered.has(path)) {
        return sendInLanguage(request, reply, (language) =>
          join('pages', language, `${path === '/' ? 'index' : path.slice(1)}.html`),
        );
      }
      if (isPage && bare && framed.has(path)) {
        return sendInLanguage(request, reply, (language) => join('frames', language, `${path.slice(1)}.html`));
      }
      if (isPage && !API_PATHS.test(path) && !NAMES_A_FILE.test(path)) {
        if (absent.has(path)) reply.code(404);
        if (hasAppShells) return sendInLanguage(request, reply, (language) => join('app-shell', `${language}.html`));
        return reply.sendFile('index.html', root);
      }
      return notFound(request, reply);
    });
  },
);
