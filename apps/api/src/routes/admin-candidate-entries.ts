// The admin's edit of a candidate's education and experience entries (issue 14 section 2;
// docs/decisions/023): the candidate's own use cases and schemas, the candidate named by the path;
// the candidate is told (ADMIN_EDITED_CANDIDATE_PROFILE) and each act leaves one audit row.
import { adminEntryParamsSchema, adminRecordParamsSchema } from '@fis/shared/admin-record-schemas';
import { educationEntrySchema, experienceEntrySchema } from '@fis/shared/candidate-profile-response-schemas';
import { educationSchema, experienceSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createEducation } from '../modules/candidate-profile/create-education.js';
import { createExperience } from '../modules/candidate-profile/create-experience.js';
import { deleteEducation } from '../modules/candidate-profile/delete-education.js';
import { deleteExperience } from '../modules/candidate-profile/delete-experience.js';
import { updateEducation } from '../modules/candidate-profile/update-education.js';
import { updateExperience } from '../modules/candidate-profile/update-experience.js';

const tags = ['admin'];
const deleted = { 204: z.null().describe('Deleted') };

export const adminCandidateEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.post(
    '/admin/candidates/:id/education',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Add an education entry to a candidate's profile; the candidate is told",
        params: adminRecordParamsSchema,
        body: educationSchema,
        response: { 201: educationEntrySchema },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, candidateId: request.params.id };
      return reply.status(201).send(await createEducation(contextOf(request), input));
    },
  );

  app.put(
    '/admin/candidates/:id/education/:entryId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Replace one of a candidate's education entries; the candidate is told",
        params: adminEntryParamsSchema,
        body: educationSchema,
        response: { 200: educationEntrySchema },
      },
    },
    async (request) =>
      updateEducation(contextOf(request), {
        ...request.body,
        id: request.params.entryId,
        candidateId: request.params.id,
      }),
  );

  app.delete(
    '/admin/candidates/:id/education/:entryId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Delete one of a candidate's education entries (not the only one); the candidate is told",
        params: adminEntryParamsSchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteEducation(contextOf(request), { id: request.params.entryId, candidateId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/candidates/:id/experience',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Add an experience entry to a candidate's profile; the candidate is told",
        params: adminRecordParamsSchema,
        body: experienceSchema,
        response: { 201: experienceEntrySchema },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, candidateId: request.params.id };
      return reply.status(201).send(await createExperience(contextOf(request), input));
    },
  );

  app.put(
    '/admin/candidates/:id/experience/:entryId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Replace one of a candidate's experience entries; the candidate is told",
        params: adminEntryParamsSchema,
        body: experienceSchema,
        response: { 200: experienceEntrySchema },
      },
    },
    async (request) =>
      updateExperience(contextOf(request), {
        ...request.body,
        id: request.params.entryId,
        candidateId: request.params.id,
      }),
  );

  app.delete(
    '/admin/candidates/:id/experience/:entryId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Delete one of a candidate's experience entries; the candidate is told",
        params: adminEntryParamsSchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteExperience(contextOf(request), { id: request.params.entryId, candidateId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
