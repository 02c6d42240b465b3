// A candidate's education entries (SPEC section 7, "Education").
import { educationEntrySchema, educationSchema, entryIdParamsSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../lib/openapi.js';
import { createEducation } from '../modules/candidate-profile/create-education.js';
import { deleteEducation } from '../modules/candidate-profile/delete-education.js';
import { updateEducation } from '../modules/candidate-profile/update-education.js';
import { currentUser } from '../plugins/authenticate.js';

const tags = ['candidate profile'];

export const userEducationRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services;
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
    async (request, reply) => reply.status(201).send(await createEducation(svc, currentUser(request).id, request.body)),
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
    async (request) => updateEducation(svc, currentUser(request).id, request.params.id, request.body),
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
      await deleteEducation(svc, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
