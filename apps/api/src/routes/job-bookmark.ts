// Saved jobs (SPEC section 7, "Company and bookmarks"): a candidate saves, lists and removes
// jobs. Adding and deleting are each a POST with a body; both are idempotent.
import { Role } from '@fis/shared/enums';
import { jobIdBodySchema, jobPageSchema, pageQuery } from '@fis/shared/job-search-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { listSavedJobs } from '../modules/job-bookmarks/list-saved-jobs.js';
import { removeSavedJob } from '../modules/job-bookmarks/remove-saved-job.js';
import { saveJob } from '../modules/job-bookmarks/save-job.js';

const tags = ['bookmark'];
const noContent = { 204: z.null().describe('Done') };

export const jobBookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: only candidates save jobs.
  const candidatesOnly = app.requireRole(Role.CANDIDATE);

  app.get(
    '/user/bookmark/favorite-jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The saved jobs that are still open, most recently saved first',
        querystring: z.object(pageQuery),
        response: { 200: jobPageSchema },
      },
      onRequest: candidatesOnly,
    },
    async (request) => listSavedJobs(contextOf(request), request.query),
  );

  app.post(
    '/user/bookmark/favorite-jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Save a job (saving it again changes nothing)',
        body: jobIdBodySchema,
        response: noContent,
      },
      onRequest: candidatesOnly,
    },
    async (request, reply) => {
      await saveJob(contextOf(request), { jobId: request.body.jobId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/bookmark/delete-favorite-jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a job from the saved jobs (removing one not saved changes nothing)',
        body: jobIdBodySchema,
        response: noContent,
      },
      onRequest: candidatesOnly,
    },
    async (request, reply) => {
      await removeSavedJob(contextOf(request), { jobId: request.body.jobId });
      return reply.status(204).send(null);
    },
  );
};
