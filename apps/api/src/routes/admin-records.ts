// The admin portal's record pages and its acts for the scheme (issue 14; docs/decisions/023): a
// candidate's and a company's record, the admin's edit of a candidate's profile, and jobs created,
// edited, closed and deleted for a company, each with a reason its recipients read. The use cases
// are the owners' own (the admin names the record); these routes are the admin's only.
import {
  adminCandidateRecordSchema,
  adminCompanyRecordSchema,
  adminJobInputSchema,
  adminReasonInputSchema,
  adminRecordParamsSchema,
} from '@fis/shared/admin-record-schemas';
import { candidateProfileSchema } from '@fis/shared/candidate-profile-response-schemas';
import { updateProfileSchema } from '@fis/shared/candidate-profile-schemas';
import { jobSavedSchema } from '@fis/shared/company-job-schemas';
import { Role } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { getCandidateRecord } from '../modules/admin-records/get-candidate-record.js';
import { getCompanyRecord } from '../modules/admin-records/get-company-record.js';
import { updateCandidateProfile } from '../modules/candidate-profile/update-candidate-profile.js';
import { changeJobStatus } from '../modules/jobs/change-job-status.js';
import { createJob } from '../modules/jobs/create-job.js';
import { deleteJob } from '../modules/jobs/delete-job.js';
import { updateJob } from '../modules/jobs/update-job.js';

const tags = ['admin'];
const params = adminRecordParamsSchema;
const messageSchema = z.object({ message: z.string() });

export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/candidates/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A candidate's record: account, applications, messages with the office, audit trail",
        description: 'The profile and its documents are GET /v1/user/candidate/{id} (each view audited).',
        params,
        response: { 200: adminCandidateRecordSchema },
      },
    },
    async (request) => getCandidateRecord(contextOf(request), { id: request.params.id }),
  );

  app.put(
    '/admin/candidates/:id/profile',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Edit a candidate's profile as the candidate's own form does; the candidate is told",
        params,
        body: updateProfileSchema,
        response: { 200: candidateProfileSchema },
      },
    },
    async (request) => updateCandidateProfile(contextOf(request), { ...request.body, candidateId: request.params.id }),
  );

  app.get(
    '/admin/companies/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A company's record: account, jobs with applications counted, messages with the office, audit trail",
        description: 'The profile is GET /v1/admin/companies/{id}/profile.',
        params,
        response: { 200: adminCompanyRecordSchema },
      },
    },
    async (request) => getCompanyRecord(contextOf(request), { id: request.params.id }),
  );

  app.post(
    '/admin/companies/:id/jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Create a job for an approved company, approved at once; the company is told the reason',
        params,
        body: adminJobInputSchema,
        response: { 201: jobSavedSchema },
      },
    },
    async (request, reply) => {
      const job = await createJob(contextOf(request), { ...request.body, companyId: request.params.id });
      return reply.status(201).send({ job, message: t(request.lang, 'messages:crud.jobCreated') });
    },
  );

  app.put(
    '/admin/jobs/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Edit any job; its approval stays; the company is told the reason',
        params,
        body: adminJobInputSchema,
        response: { 200: jobSavedSchema },
      },
    },
    async (request) => {
      const { job } = await updateJob(contextOf(request), { ...request.body, jobId: request.params.id });
      return { job, message: t(request.lang, 'messages:crud.jobEdited') };
    },
  );

  app.post(
    '/admin/jobs/:id/close',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Close any job; its open applications end; the company and the applicants are told the reason',
        params,
        body: adminReasonInputSchema,
        response: { 200: jobSavedSchema },
      },
    },
    async (request) => {
      const job = await changeJobStatus(contextOf(request), {
        jobId: request.params.id,
        status: JobStatus.CLOSED,
        reason: request.body.reason,
      });
      return { job, message: t(request.lang, 'messages:crud.updated') };
    },
  );

  app.delete(
    '/admin/jobs/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete any job; its applications end; the company and the applicants are told the reason',
        params,
        body: adminReasonInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteJob(contextOf(request), { jobId: request.params.id, reason: request.body.reason });
      return { message: t(request.lang, 'messages:crud.jobDeleted') };
    },
  );
};
