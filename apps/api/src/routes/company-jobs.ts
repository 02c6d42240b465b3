// A company's jobs (SPEC section 7, "Jobs"): create, edit, status, delete, the draft and the
// company job list. Only companies (their own jobs) and the admin reach these; a job of another
// company answers 404. Candidates' search and job detail live with the job search routes.
import {
  companyJobListQuerySchema,
  companyJobPageSchema,
  companyJobSchema,
  jobSavedSchema,
} from '@fis/shared/company-job-schemas';
import { Role } from '@fis/shared/enums';
import { jobDraftResponseSchema, jobDraftSchema } from '@fis/shared/job-draft-schemas';
import { jobInputSchema } from '@fis/shared/job-form-schemas';
import { jobStatusInputSchema } from '@fis/shared/job-status-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { changeJobStatus } from '../modules/jobs/change-job-status.js';
import { createJob } from '../modules/jobs/create-job.js';
import { deleteJob } from '../modules/jobs/delete-job.js';
import { getCompanyJob } from '../modules/jobs/get-company-job.js';
import { deleteJobDraft, getJobDraft, saveJobDraft } from '../modules/jobs/job-draft.js';
import { listCompanyJobs } from '../modules/jobs/list-company-jobs.js';
import { updateJob } from '../modules/jobs/update-job.js';

const tags = ['company jobs'];
const idParams = z.object({ id: z.uuid() });
const messageSchema = z.object({ message: z.string() });

export const companyJobRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const companyOnly = app.requireRole(Role.COMPANY);
  // The admin reads any company's jobs here, but edits, closes and deletes them through
  // /v1/admin/jobs (routes/admin-records.ts), which ask for the reason the company and the
  // applicants read (docs/decisions/023).
  const companyOrAdmin = app.requireRole(Role.COMPANY, Role.ADMIN);

  app.post(
    '/job/company-create-job',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Post a job; it waits for the admin before candidates can see it',
        body: jobInputSchema,
        response: { 201: jobSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      const job = await createJob(contextOf(request), request.body);
      return reply.status(201).send({
        job,
        message: t(request.lang, 'messages:crud.jobCreated'),
        notice: t(request.lang, 'messages:crud.jobAwaitingApproval'),
      });
    },
  );

  app.put(
    '/job/update/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a job; a change of content sends an approved job back to the admin',
        params: idParams,
        body: jobInputSchema,
        response: { 200: jobSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const { job, awaitingApproval } = await updateJob(contextOf(request), {
        ...request.body,
        jobId: request.params.id,
      });
      return {
        job,
        message: t(request.lang, 'messages:crud.jobEdited'),
        ...(awaitingApproval ? { notice: t(request.lang, 'messages:crud.jobAwaitingApproval') } : {}),
      };
    },
  );

  app.put(
    '/job/update/status/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Open, hold or close a job (1 open, 2 on hold, 3 closed); other moves answer 409',
        params: idParams,
        body: jobStatusInputSchema,
        response: { 200: jobSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const job = await changeJobStatus(contextOf(request), { jobId: request.params.id, status: request.body.status });
      return { job, message: t(request.lang, 'messages:crud.updated') };
    },
  );

  app.delete(
    '/job/:id',
    {
      schema: { tags, security: bearer, summary: 'Delete a job', params: idParams, response: { 200: messageSchema } },
      onRequest: companyOnly,
    },
    async (request) => {
      await deleteJob(contextOf(request), { jobId: request.params.id });
      return { message: t(request.lang, 'messages:crud.jobDeleted') };
    },
  );

  app.get(
    '/job/draft',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's draft job, or null",
        response: { 200: jobDraftResponseSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => getJobDraft(contextOf(request)),
  );

  app.put(
    '/job/draft',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Keep the company's draft job (partial data allowed); one per company",
        body: jobDraftSchema,
        response: { 200: jobDraftResponseSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => saveJobDraft(contextOf(request), request.body),
  );

  app.delete(
    '/job/draft',
    {
      schema: { tags, security: bearer, summary: "Discard the company's draft job", response: { 204: z.null() } },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      await deleteJobDraft(contextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/job/company-jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's jobs (the admin: all) with sort, status, approval and position-name filters, paged",
        querystring: companyJobListQuerySchema,
        response: { 200: companyJobPageSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request) => listCompanyJobs(contextOf(request), request.query),
  );

  app.get(
    '/job/company-jobs/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One job as its company (or the admin) sees it, in any state',
        params: idParams,
        response: { 200: companyJobSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request) => getCompanyJob(contextOf(request), { jobId: request.params.id }),
  );
};
