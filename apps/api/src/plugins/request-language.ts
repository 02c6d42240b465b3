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
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
});
