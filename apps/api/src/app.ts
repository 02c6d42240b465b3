// Builds the Fastify app: infrastructure first (database, queue, limits), then cross-cutting
// plugins (language, errors, auth, docs), then the API routes under /api/v1, then the web app.
// The real-time socket shares the HTTP server (realtime/realtime-server.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_COOKIE } from '@fis/shared/web-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { type AppConfig, trustProxyOption } from './config/config.js';
import { runAfterCommit } from './db/after-commit.js';
import { type Database, type DatabaseHandle, openDatabase } from './db/database.js';
import { LOCALES_DIR } from './lib/catalogs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { OneLineRequestLog } from './lib/log-controller.js';
import { openApiTransform } from './lib/openapi.js';
import { QUEUE_SCHEMA, QueueActivity } from './lib/queue-activity.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './lib/rate-limiter.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { startMailWorker } from './mail/mail-worker.js';
import { refreshStaleTakeableRegions } from './modules/eligibility/takeable-regions.js';
import { startGroupMessageWorker } from './modules/group-messages/deliver-group-message.js';
import { startJobExpiry } from './modules/jobs/expire-jobs.js';
import { startSavedViewExports } from './modules/saved-views/send-saved-view-exports.js';
import { authenticate } from './plugins/authenticate.js';
import { checkRequestValues } from './plugins/check-request-values.js';
import { errorHandler, notFound } from './plugins/error-handler.js';
import { rateLimit } from './plugins/rate-limit.js';
import { requestLanguage } from './plugins/request-language.js';
import { securityHeaders } from './plugins/security-headers.js';
import { pageRenderer, type RenderPage, webApp } from './plugins/web-app.js';
import { startRealtime } from './realtime/realtime-server.js';
import { apiRoutes } from './routes/api-routes.js';
import { publicPageRoutes } from './routes/public-pages.js';
import type { Services } from './services.js';
import { localFileStorage } from './storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Database;
    services: Services;
  }
}

export interface BuildOptions {
  config: AppConfig;
  clock?: Clock;
  /** Where the data lives: a postgres:// URL, a PGlite folder, or memory://. Defaults from config. */
  databaseLocation?: string;
  /** For a PGlite: a migrated data folder to start from (tests, db/pglite-database.ts migratedPgliteDataDir). */
  pgliteFrom?: Blob;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests that read what an operator would). */
  logStream?: pino.DestinationStream;
  /** What renders the web app's pages instead of its server build (a test's stand-in). */
  renderPage?: RenderPage;
}

export function databaseLocationOf(config: AppConfig): string {
  return config.databaseUrl ?? join(config.dataDir, 'pglite');
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  // In production, log lines are written in 4 KiB batches (a write per twenty-odd requests, not
  // one each); pino writes what is left when the process exits. Elsewhere each line at once.
  const logStream =
    options.logStream ?? (config.env === 'production' ? pino.destination({ sync: false, minLength: 4096 }) : undefined);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: logStream },
    logController: new OneLineRequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Closing the app (shutdown, tests) must not wait for idle keep-alive connections.
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Redis first: an unreachable REDIS_URL stops the start before the database's slower opening.
  const rateLimiter: RateLimiter = config.redisUrl
    ? await redisRateLimiter(config.redisUrl, clock, app.log)
    : memoryRateLimiter(clock);
  const database: DatabaseHandle = await openDatabase(
    options.databaseLocation ?? databaseLocationOf(config),
    options.pgliteFrom,
    app.log,
  ).catch(async (err) => {
    await rateLimiter.close();
    throw err;
  });
  const queueActivity = new QueueActivity();
  const boss = new PgBoss({ db: queueActivity.trackQueries(database.raw, app.log), schema: QUEUE_SCHEMA });
  boss.on('error', (err) => app.log.error({ err }, 'queue error'));
  await boss.start();
  const storage = localFileStorage(join(config.dataDir, 'uploads'));
  runAfterCommit(database.db);
  const realtime = await startRealtime(app, { db: database.db, clock, config });
  const services: Services = { db: database.db, boss, clock, config, storage, realtime };

  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('db', database.db);
  app.decorate('services', services);
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', async () => {
    // A delivery under way finishes (or, after 10 s, is failed for a later retry) before the
    // database closes; see queue-activity.ts for what stop() alone leaves running.
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    await queueActivity.settled();
    await rateLimiter.close();
    await database.close();
  });
  await startMailWorker(services, queueActivity, app.log);
  await startJobExpiry(services, queueActivity);
  await startGroupMessageWorker(services, queueActivity);
  await startSavedViewExports(services, queueActivity, app.log);
  // Rows written before the rules (or by older rules) get the takeable regions the rules now give.
  await refreshStaleTakeableRegions(services);

  await app.register(securityHeaders);
  await app.register(requestLanguage);
  await app.register(errorHandler);
  await app.register(checkRequestValues);
  await app.register(authenticate);
  await app.register(rateLimit);
  // The development mailbox: outside production, and only while no mail server is set.
  const hasDevMailbox = config.env !== 'production' && !config.smtpUrl;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FinTech Internship Scheme API',
        version: '1.0.0',
        // Not open source: its use is the platform's terms of use.
        license: { name: 'Proprietary: terms of use', url: `${config.publicUrl}/docs/en/terms.html` },
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              "The web app's session: the same token, set HttpOnly at sign-in; changes need a same-origin page",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: openApiTransform([{ url: config.publicUrl, description: 'This deployment' }]),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // API responses carry personal data: never cache them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v1')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  await app.register(apiRoutes, { prefix: '/api/v1', hasDevMailbox });

  // The catalogs as files (SPEC section 7), for other clients of the API; the web app carries its
  // own copy in its build (docs/decisions/014).
  await app.register(fastifyStatic, {
    root: LOCALES_DIR,
    prefix: '/locales/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
  });

  // robots.txt and sitemap.xml, before the web app's catch-all (docs/decisions/044).
  await app.register(publicPageRoutes);

  // The web app, rendered on the server (docs/decisions/045): its server build is loaded here, not in
  // the plugin, whose registration has a deadline that loading it on a busy machine may pass.
  const web = config.webDistDir;
  const serverBuild = web === undefined ? undefined : join(web, 'server', 'index.js');
  const render =
    options.renderPage ?? (serverBuild && existsSync(serverBuild) ? await pageRenderer(serverBuild) : undefined);
  if (web !== undefined && render) {
    await app.register(webApp, { root: join(web, 'client'), render });
  } else app.setNotFoundHandler(notFound);

  return app;
}
