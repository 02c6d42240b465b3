// A candidate's education entries (SPEC section 7, "Education").

import { educationEntrySchema } from '@fis/shared/candidate-profile-response-schemas';
import { educationSchema, entryIdParamsSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createEducation } from '../modules/candidate-profile/create-education.js';
import { deleteEducation } from '../modules/candidate-profile/delete-education.js';
import { updateEducation } from '../modules/candidate-profile/update-education.js';

const tags = ['candidate profile'];

export const userEducationRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole(Role.CANDIDATE);

  app.post(
    '/user-education/create',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Add an education entry',
        body: educationSchema,
        response: { 201: educationEntrySchema },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => reply.status(201).send(await createEducation(contextOf(request), request.body)),
  );

  app.put(
    '/user-education/update/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Replace one of your education entries',
        params: entryIdParamsSchema,
        body: educationSchema,
        response: { 200: educationEntrySchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => updateEducation(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/user-education/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete one of your education entries',
        params: entryIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      await deleteEducation(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
