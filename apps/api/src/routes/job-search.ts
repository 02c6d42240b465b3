// Finding jobs (SPEC section 7, "Jobs"): the job list, the job detail and its views. Open to everyone; a
// signed-in candidate also learns which jobs it applied to and saved. Not rate limited: reading
// public jobs is what the site is for, and each request is bounded (take ≤ 50, counts capped).
import {
  jobDetailSchema,
  jobIdParamsSchema,
  jobPageSchema,
  jobSearchQuerySchema,
  jobViewedSchema,
} from '@fis/shared/job-search-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../context.js';
import { optionalBearer } from '../lib/openapi.js';
import { getJobDetail } from '../modules/job-search/get-job-detail.js';
import { recordJobView } from '../modules/job-search/record-job-view.js';
import { searchJobs } from '../modules/job-search/search-jobs.js';

const tags = ['job'];

export const jobSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'Jobs visible to candidates: keyword, filters, sort and paging',
        querystring: jobSearchQuerySchema,
        response: { 200: jobPageSchema },
      },
      onRequest: app.identifyIfSignedIn(),
    },
    async (request) => searchJobs(publicContextOf(request), request.query),
  );

  app.get(
    '/job/:id',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'One job and its company; reading it counts no view',
        params: jobIdParamsSchema,
        response: { 200: jobDetailSchema },
      },
      onRequest: app.identifyIfSignedIn(),
    },
    async (request) => getJobDetail(publicContextOf(request), { jobId: request.params.id }),
  );

  app.post(
    '/job/view/:id',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'The job’s page has been shown: one view per viewer per day, and a candidate has viewed it',
        params: jobIdParamsSchema,
        response: { 200: jobViewedSchema },
      },
      onRequest: app.identifyIfSignedIn(),
    },
    async (request) => recordJobView(publicContextOf(request), { jobId: request.params.id }),
  );
};
