// A candidate's work experience (SPEC section 7, "Experience").

import { experienceEntrySchema } from '@fis/shared/candidate-profile-response-schemas';
import { entryIdParamsSchema, experienceSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createExperience } from '../modules/candidate-profile/create-experience.js';
import { deleteExperience } from '../modules/candidate-profile/delete-experience.js';
import { updateExperience } from '../modules/candidate-profile/update-experience.js';

const tags = ['candidate profile'];

export const userExperienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole(Role.CANDIDATE);

  app.post(
    '/user-experience/create',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Add a work experience (dates YYYY-MM-DD, not in the future)',
        body: experienceSchema,
        response: { 201: experienceEntrySchema },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => reply.status(201).send(await createExperience(contextOf(request), request.body)),
  );

  app.put(
    '/user-experience/update/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Replace one of your experience entries',
        params: entryIdParamsSchema,
        body: experienceSchema,
        response: { 200: experienceEntrySchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => updateExperience(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/user-experience/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete one of your experience entries',
        params: entryIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      await deleteExperience(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
