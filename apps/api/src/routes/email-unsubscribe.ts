// The unsubscribe link of the notification emails (docs/decisions/036), open without signing in:
// its token names the one account it acts on. GET shows a page that asks; POST is RFC 8058's
// one-click unsubscribe, which mail clients send as `List-Unsubscribe=One-Click` in a form body,
// and which the page's button sends too. Both answer an HTML page for a browser.
import { emailUnsubscribeQuerySchema, oneClickUnsubscribeBodySchema } from '@fis/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../context.js';
import { anyone } from '../lib/openapi.js';
import { checkUnsubscribeLink } from '../modules/settings/check-unsubscribe-link.js';
import { unsubscribeNotificationEmails } from '../modules/settings/unsubscribe-notification-emails.js';
import { confirmUnsubscribePage, unsubscribedPage } from '../modules/settings/unsubscribe-page.js';

const tags = ['user'];
const HTML = 'text/html; charset=utf-8';

export const emailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form bodies are read here only: nothing else of the API takes them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/email-unsubscribe',
    {
      schema: {
        tags,
        security: anyone,
        summary: "A notification email's unsubscribe link: a page asking to confirm (nothing changes yet)",
        querystring: emailUnsubscribeQuerySchema,
        produces: ['text/html'],
      },
      // A HEAD is harmless here, but a page nobody needs twice.
      exposeHeadRoute: false,
    },
    async (request, reply) =>
      reply
        .type(HTML)
        .send(confirmUnsubscribePage(await checkUnsubscribeLink(publicContextOf(request), request.query))),
  );

  app.post(
    '/email-unsubscribe',
    {
      schema: {
        tags,
        security: anyone,
        summary: "One-click unsubscribe (RFC 8058): turns off the notification emails of the link's own account",
        description:
          'Form body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), as mail clients send it.',
        querystring: emailUnsubscribeQuerySchema,
        consumes: ['application/x-www-form-urlencoded'],
        body: oneClickUnsubscribeBodySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) =>
      reply
        .type(HTML)
        .send(unsubscribedPage(await unsubscribeNotificationEmails(publicContextOf(request), request.query))),
  );
};
