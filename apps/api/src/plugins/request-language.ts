import type { Language } from '@fis/shared/enums';
import { pickLanguage } from '@fis/shared/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language (Accept-Language), for error messages. */
    lang: Language;
  }
}

export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    done();
  });
});
