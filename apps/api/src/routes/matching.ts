// Recommendations (docs/decisions/027): a candidate's recommended jobs and "not interested", the
// jobs they want, and a company's recommended candidates per job with the invitation to apply.
// The scheme office's own picks are written through the office's routes; these lists show them.
import { Role } from '@fis/shared/enums';
import { jobIdBodySchema, jobIdParamsSchema } from '@fis/shared/job-search-schemas';
import {
  inviteCandidateInputSchema,
  jobPreferencesSchema,
  recommendedCandidateListSchema,
  recommendedJobListSchema,
} from '@fis/shared/match-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { dismissRecommendation } from '../modules/matching/dismiss-recommendation.js';
import { getJobPreferences } from '../modules/matching/get-job-preferences.js';
import { inviteRecommendedCandidate } from '../modules/matching/invite-recommended-candidate.js';
import { listRecommendedCandidates } from '../modules/matching/list-recommended-candidates.js';
import { listRecommendedJobs } from '../modules/matching/list-recommended-jobs.js';
import { saveJobPreferences } from '../modules/matching/save-job-preferences.js';

const tags = ['recommendations'];
const noContent = { 204: z.null().describe('Done') };
const messageSchema = z.object({ message: z.string() });

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const candidatesOnly = app.requireRole(Role.CANDIDATE);
  const companyOnly = app.requireRole(Role.COMPANY);
  const companyOrAdmin = app.requireRole(Role.COMPANY, Role.ADMIN);
  /** An invitation is a message: it counts against the sender's messages (config.messageLimits). */
  const sendsWithinLimit = (request: FastifyRequest) => app.limitAccount(request, 'message', app.config.messageLimits);

  app.get(
    '/job/recommended',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The jobs recommended to the candidate, the scheme office's first, then best first, each with why",
        response: { 200: recommendedJobListSchema },
      },
      onRequest: candidatesOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRecommendedJobs(contextOf(request));
    },
  );

  app.post(
    '/job/recommended/not-interested',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Not interested in a recommended job: it is not recommended again (saying it again changes nothing)',
        body: jobIdBodySchema,
        response: noContent,
      },
      onRequest: candidatesOnly,
    },
    async (request, reply) => {
      await dismissRecommendation(contextOf(request), { jobId: request.body.jobId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/job-preferences',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The job functions and modes the candidate wants',
        response: { 200: jobPreferencesSchema },
      },
      onRequest: candidatesOnly,
    },
    async (request) => getJobPreferences(contextOf(request)),
  );

  app.put(
    '/user/job-preferences',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Say which job functions and modes the candidate wants',
        body: jobPreferencesSchema,
        response: { 200: jobPreferencesSchema },
      },
      onRequest: candidatesOnly,
    },
    async (request) => saveJobPreferences(contextOf(request), request.body),
  );

  app.get(
    '/job/recommended-candidates/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Candidates recommended for the company's own job who have not applied, the office's first, with why",
        params: jobIdParamsSchema,
        response: { 200: recommendedCandidateListSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRecommendedCandidates(contextOf(request), { jobId: request.params.id });
    },
  );

  app.post(
    '/job/recommended-candidates/:id/invite',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Invite a recommended candidate to apply: a message to them, once per job',
        params: jobIdParamsSchema,
        body: inviteCandidateInputSchema,
        response: { 201: messageSchema },
      },
      onRequest: companyOnly,
      preHandler: sendsWithinLimit,
    },
    async (request, reply) => {
      await inviteRecommendedCandidate(contextOf(request), { jobId: request.params.id, ...request.body });
      return reply.code(201).send({ message: t(request.lang, 'messages:message.sent') });
    },
  );
};
