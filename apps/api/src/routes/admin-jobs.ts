// The admin's review of jobs (issue 3, section 4): jobs waiting for approval, approve, reject.
// The queue is /admin/job-approvals; /admin/jobs is the list of every job (admin-lists.ts).
// Closing and deleting any job go through the company job routes, which the admin may also use.
import { bulkResultSchema } from '@fis/shared/bulk-schemas';
import {
  adminJobListQuerySchema,
  adminJobPageSchema,
  bulkJobDecisionInputSchema,
  jobSavedSchema,
  rejectJobInputSchema,
} from '@fis/shared/company-job-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { bulkReviewJobs } from '../modules/admin/bulk-review-jobs.js';
import { listJobsForReview } from '../modules/admin/list-jobs-for-review.js';
import { reviewJob } from '../modules/admin/review-job.js';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });

export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/job-approvals',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Jobs by approval state (0 waiting, 1 approved, 2 rejected), waiting ones oldest first',
        querystring: adminJobListQuerySchema,
        response: { 200: adminJobPageSchema },
      },
    },
    async (request) => listJobsForReview(contextOf(request), request.query),
  );

  app.post(
    '/admin/job-approvals/bulk',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Approve, or reject with one optional reason, up to 200 waiting jobs: each decided, emailed and audited on ' +
          'its own, or refused with its reason (decided meanwhile, gone)',
        body: bulkJobDecisionInputSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => bulkReviewJobs(contextOf(request), request.body),
  );

  app.post(
    '/admin/jobs/:id/approve',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Approve a waiting job: candidates can see it; the company is emailed',
        params: idParams,
        response: { 200: jobSavedSchema },
      },
    },
    async (request) => {
      const job = await reviewJob(contextOf(request), { jobId: request.params.id, decision: 'approve' });
      return { job, message: t(request.lang, 'messages:crud.updated') };
    },
  );

  app.post(
    '/admin/jobs/:id/reject',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reject a waiting job, with an optional reason for the company; the company is emailed',
        params: idParams,
        body: rejectJobInputSchema.optional(),
        response: { 200: jobSavedSchema },
      },
    },
    async (request) => {
      const job = await reviewJob(contextOf(request), {
        jobId: request.params.id,
        decision: 'reject',
        reason: request.body?.reason,
      });
      return { job, message: t(request.lang, 'messages:crud.updated') };
    },
  );
};
