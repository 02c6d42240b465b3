// The built web app (apps/web/dist) on the API's port: its hashed assets, its static documents
// (/docs) and index.html for every address of the app, the way a browser loads them fastest
// (docs/decisions/014):
// - each file is sent as the brotli or gzip copy the build made beside it, when the browser
//   accepts one (Vary: Accept-Encoding), or as it is;
// - /assets/* have a content hash in their names: cached for a year, never revalidated;
// - index.html is revalidated on every visit, so a deployment is seen at once; the other files
//   (favicon, documents) are cached for an hour, then revalidated;
// - source maps are never served, even from a build that made them;
// - a path that names a file (has an extension) and is not one answers 404, not index.html.
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './error-handler.js';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_HOUR = 'public, max-age=3600';

/** Paths the API answers itself: never the web app's index.html. */
const API_PATHS = /^\/api(\/|$)/;
const NAMES_A_FILE = /\.[^/]+$/;

export const webApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
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
    // The compressed copies are reached through the file they compress; maps are never served.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
  });

  // The web app owns every other page address: its router shows its own not-found page.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !API_PATHS.test(path) && !NAMES_A_FILE.test(path)) {
      return reply.sendFile('index.html', root);
    }
    return notFound(request, reply);
  });
});
