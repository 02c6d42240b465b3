// A candidate's attachments (SPEC section 7, "Attachments"): titled documents.

import { attachmentEntrySchema } from '@fis/shared/candidate-profile-response-schemas';
import { attachmentSchema, entryIdParamsSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import { MAX_ATTACHMENTS } from '@fis/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createAttachment } from '../modules/candidate-profile/create-attachment.js';
import { deleteAttachment } from '../modules/candidate-profile/delete-attachment.js';

const tags = ['candidate profile'];

export const userAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole(Role.CANDIDATE);

  app.post(
    '/user-attachment/create',
    {
      schema: {
        tags,
        security: bearer,
        summary: `Attach one of your uploads of purpose attachment, with a title (at most ${MAX_ATTACHMENTS})`,
        body: attachmentSchema,
        response: { 201: attachmentEntrySchema },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => reply.status(201).send(await createAttachment(contextOf(request), request.body)),
  );

  app.delete(
    '/user-attachment/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete one of your attachments and its file',
        params: entryIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      await deleteAttachment(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
