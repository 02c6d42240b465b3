// The scheme office's need-help requests in the admin portal (docs/decisions/019-need-help.md):
// the open and answered lists, one request with its file, and the answer by email.

import { contentDisposition } from '@fis/shared/content-disposition';
import { Role } from '@fis/shared/enums';
import {
  answerHelpRequestInputSchema,
  helpRequestAnsweredSchema,
  helpRequestDetailSchema,
  helpRequestIdParamsSchema,
  helpRequestListQuerySchema,
  helpRequestPageSchema,
} from '@fis/shared/help-request-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer, fileDownload } from '../lib/openapi.js';
import { answerHelpRequest } from '../modules/help-requests/answer-help-request.js';
import { getHelpRequest } from '../modules/help-requests/get-help-request.js';
import { listHelpRequests } from '../modules/help-requests/list-help-requests.js';
import { openHelpRequestFile } from '../modules/help-requests/open-help-request-file.js';

const tags = ['admin'];

export const adminHelpRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/help-requests',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Need-help requests, open (oldest first) or answered (newest answer first), paged',
        querystring: helpRequestListQuerySchema,
        response: { 200: helpRequestPageSchema },
      },
    },
    async (request) => listHelpRequests(contextOf(request), request.query),
  );

  app.get(
    '/admin/help-requests/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One need-help request, with its file named and the answer kept with it',
        params: helpRequestIdParamsSchema,
        response: { 200: helpRequestDetailSchema },
      },
    },
    async (request) => getHelpRequest(contextOf(request), { id: request.params.id }),
  );

  app.get(
    '/admin/help-requests/:id/file',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The request's screenshot or document, as a download (each view is audited)",
        params: helpRequestIdParamsSchema,
        response: { 200: fileDownload('The screenshot or document (Content-Disposition: attachment)') },
      },
    },
    async (request, reply) => {
      const file = await openHelpRequestFile(contextOf(request), { id: request.params.id });
      reply.header('Content-Type', file.mimeType);
      reply.header('Content-Length', String(file.sizeBytes));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', contentDisposition('attachment', file.name));
      // The schema types the body as the file it documents; its bytes are streamed.
      return reply.send(file.stream as unknown as File);
    },
  );

  app.post(
    '/admin/help-requests/:id/answer',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Answer by email, in the requester's language; the request is then answered (once only)",
        params: helpRequestIdParamsSchema,
        body: answerHelpRequestInputSchema,
        response: { 200: helpRequestAnsweredSchema },
      },
    },
    async (request) => {
      const item = await answerHelpRequest(contextOf(request), { id: request.params.id, ...request.body });
      return { item, message: t(request.lang, 'help:admin.answered') };
    },
  );
};
