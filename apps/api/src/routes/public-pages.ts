// /robots.txt and /sitemap.xml at the site's root, beside the web app's pages rather than under
// /api/v1 (docs/decisions/044); registered by app.ts before the web app, which would otherwise
// answer them with its not-found page. Not in the API's document: they are for search engines.
import type { FastifyPluginAsync } from 'fastify';
import { publicContextOf } from '../context.js';
import { listPublicPages } from '../modules/public-pages/list-public-pages.js';
import { robotsTxt, sitemapXml } from '../modules/public-pages/site-files.js';

/** Search engines come back for them now and then; an hour old is fresh enough. */
const CACHE_HOUR = 'public, max-age=3600';

export const publicPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_HOUR);
    return robotsTxt(app.config.publicUrl);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const pages = await listPublicPages(publicContextOf(request));
    reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_HOUR);
    return sitemapXml(app.config.publicUrl, pages);
  });
};
