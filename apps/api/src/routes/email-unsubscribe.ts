// The unsubscribe link of the notification emails (docs/decisions/036), open without signing in:
// its token names the one account it acts on. GET shows a page that asks; POST is RFC 8058's
// one-click unsubscribe, which mail clients send as `List-Unsubscribe=One-Click` in a form body
// (multipart/form-data as the RFC prefers, or URL-encoded as the page's button sends it). Both
// answer an HTML page for a browser; so does GET when the link does not work (still a 400).
import multipart from '@fastify/multipart';
import { ErrorCode } from '@fis/shared/error-codes';
import { httpStatusOf } from '@fis/shared/error-statuses';
import { emailUnsubscribeQuerySchema, oneClickUnsubscribeBodySchema } from '@fis/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { type FormLimits, readFormParts } from '../lib/multipart-form.js';
import { anyone } from '../lib/openapi.js';
import { checkUnsubscribeLink } from '../modules/settings/check-unsubscribe-link.js';
import { unsubscribeNotificationEmails } from '../modules/settings/unsubscribe-notification-emails.js';
import { confirmUnsubscribePage, linkNotWorkingPage, unsubscribedPage } from '../modules/settings/unsubscribe-page.js';

const tags = ['user'];
const HTML = 'text/html; charset=utf-8';

/** The one-click form as multipart: its one short field, and no file (a file part is refused, 400 naming it). */
const ONE_CLICK_FORM: FormLimits = { fields: ['List-Unsubscribe'], maxFieldBytes: 100 };

/** A link that names no account becomes null (the page saying so); any other failure stays an error. */
function unlessLinkInvalid(err: unknown): null {
  if (err instanceof AppError && err.code === ErrorCode.LINK_INVALID) return null;
  throw err;
}

export const emailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each route that takes a form registers its own parsers (the uploads and need help their
  // multipart); the URL-encoded one is this route's alone, so no other JSON route takes a form.
  await app.register(multipart);
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
      // A malformed link is answered with the page below, not the API's JSON error.
      attachValidation: true,
    },
    async (request, reply) => {
      const ctx = publicContextOf(request);
      const view = request.validationError
        ? null
        : await checkUnsubscribeLink(ctx, request.query).catch(unlessLinkInvalid);
      if (!view) {
        return reply
          .status(httpStatusOf(ErrorCode.LINK_INVALID))
          .type(HTML)
          .send(linkNotWorkingPage(ctx.lang, ctx.config.publicUrl));
      }
      return reply.type(HTML).send(confirmUnsubscribePage(view));
    },
  );

  app.post(
    '/email-unsubscribe',
    {
      schema: {
        tags,
        security: anyone,
        summary: "One-click unsubscribe (RFC 8058): turns off the notification emails of the link's own account",
        description:
          'Form body `List-Unsubscribe=One-Click`, as multipart/form-data or application/x-www-form-urlencoded (RFC 8058 section 3.1).',
        querystring: emailUnsubscribeQuerySchema,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: oneClickUnsubscribeBodySchema,
        produces: ['text/html'],
      },
      preValidation: async (request, reply) => {
        // Read here, before validation, which then checks the field as for a URL-encoded form.
        if (request.isMultipart()) {
          request.body = (await readFormParts(request, reply, ONE_CLICK_FORM)).fields as typeof request.body;
        }
      },
    },
    async (request, reply) =>
      reply
        .type(HTML)
        .send(unsubscribedPage(await unsubscribeNotificationEmails(publicContextOf(request), request.query))),
  );
};
