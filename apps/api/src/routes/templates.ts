// The office's templates (issue 27, docs/decisions/050): messages and decisions' reasons the
// officers keep, each in the languages it is written in, shared by the whole office.
import { Role } from '@fis/shared/enums';
import {
  templateIdParamsSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templateSchema,
} from '@fis/shared/template-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createTemplate } from '../modules/templates/create-template.js';
import { deleteTemplate } from '../modules/templates/delete-template.js';
import { listTemplates } from '../modules/templates/list-templates.js';
import { updateTemplate } from '../modules/templates/update-template.js';

const tags = ['admin'];

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/templates',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The office's templates, of one kind (a message, or one decision's reason) or all, by kind and name",
        querystring: templateListQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => listTemplates(contextOf(request), request.query),
  );

  app.post(
    '/admin/templates',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'A new template: its kind, its name, its text in one to three languages (a message with a subject in each)',
        body: templateInputSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTemplate(contextOf(request), request.body)),
  );

  app.put(
    '/admin/templates/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A template rewritten',
        params: templateIdParamsSchema,
        body: templateInputSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => updateTemplate(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/admin/templates/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A template removed for every officer',
        params: templateIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteTemplate(contextOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
