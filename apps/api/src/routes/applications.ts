// The hiring pipeline (SPEC section 7, "Applications"): a candidate applies and answers offers, the
// job's company moves its applicants through the stages of application-stages.ts, one at a time or
// several at once. Someone else's application answers 404, as if it did not exist.
import {
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationSavedSchema,
  applyInputSchema,
  bulkMoveInputSchema,
  bulkMoveResultSchema,
  candidateApplicationListQuerySchema,
  candidateApplicationPageSchema,
  companyApplicationParamsSchema,
  moveInputSchema,
} from '@fis/shared/application-schemas';
import {
  companyApplicantFiltersSchema,
  companyApplicantListQuerySchema,
  companyApplicantPageSchema,
} from '@fis/shared/company-applicant-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { sendCsv } from '../lib/send-csv.js';
import { applyToJob } from '../modules/applications/apply-to-job.js';
import { bulkMoveApplications } from '../modules/applications/bulk-move-applications.js';
import { exportApplicantsCsv } from '../modules/applications/export-applicants-csv.js';
import { getApplication } from '../modules/applications/get-application.js';
import { getCompanyApplication } from '../modules/applications/get-company-application.js';
import { listCandidateApplications } from '../modules/applications/list-candidate-applications.js';
import { listCompanyApplicants } from '../modules/applications/list-company-applicants.js';
import { moveApplication, moveMessageKey } from '../modules/applications/move-application.js';

const tags = ['applications'];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const candidateOnly = app.requireRole(Role.CANDIDATE);
  const companyOnly = app.requireRole(Role.COMPANY);
  const companyOrAdmin = app.requireRole(Role.COMPANY, Role.ADMIN);
  const partiesOnly = app.requireRole(Role.CANDIDATE, Role.COMPANY);
  const anyone = app.requireRole();

  app.post(
    '/applications',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Apply to an open job, once; the company is told',
        body: applyInputSchema,
        response: { 201: applicationSavedSchema },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      const application = await applyToJob(contextOf(request), request.body);
      return reply.status(201).send({ application, message: t(request.lang, 'messages:applicationSubmitted') });
    },
  );

  app.get(
    '/applications/candidate/applications',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The candidate's applications (view=all also lists viewed jobs; view=offers the offers), paged",
        querystring: candidateApplicationListQuerySchema,
        response: { 200: candidateApplicationPageSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => listCandidateApplications(contextOf(request), request.query),
  );

  app.get(
    '/applications/hiring-company/candidates',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's applicants on a tab, by name, with the count of every tab (the admin: all)",
        querystring: companyApplicantListQuerySchema,
        response: { 200: companyApplicantPageSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request) => listCompanyApplicants(contextOf(request), request.query),
  );

  app.get(
    '/applications/hiring-company/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's applicants as a CSV file: the table's filters and order, every page (the admin: all)",
        description:
          'UTF-8 with a byte order mark, RFC 4180 (CRLF, quoted fields), a header row in the caller’s language; ' +
          'a cell a spreadsheet could read as a formula (= + - @, tab or CR first) starts with an apostrophe. ' +
          'Sent as a download that is never cached; each export is audited.',
        querystring: companyApplicantFiltersSchema,
        response: {
          200: {
            description: 'The CSV file (Content-Disposition: attachment)',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
      onRequest: companyOrAdmin,
    },
    async (request, reply) => sendCsv(reply, await exportApplicantsCsv(contextOf(request), request.query)),
  );

  app.get(
    '/applications/jobs/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "One job's applicants on a tab, by name, with the count of every tab",
        params: applicationIdParamsSchema,
        querystring: companyApplicantListQuerySchema.omit({ jobId: true }),
        response: { 200: companyApplicantPageSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request) => listCompanyApplicants(contextOf(request), { ...request.query, jobId: request.params.id }),
  );

  app.post(
    '/applications/hiring-company/move',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Move several applicants to one stage; each is moved or refused with its reason',
        body: bulkMoveInputSchema,
        response: { 200: bulkMoveResultSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => bulkMoveApplications(contextOf(request), request.body),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One application with its history, interviews and the moves the caller may make',
        params: applicationIdParamsSchema,
        response: { 200: applicationDetailSchema },
      },
      onRequest: anyone,
    },
    async (request) => getApplication(contextOf(request), { id: request.params.id }),
  );

  app.get(
    '/company/application/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "One application to a job of the caller's company, as the company sees it (404 for any other)",
        params: companyApplicationParamsSchema,
        response: { 200: applicationDetailSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => getCompanyApplication(contextOf(request), { id: request.params.id }),
  );

  app.put(
    '/applications/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Move an application to a stage (409 a move the table lacks, 403 the other party’s move)',
        params: applicationIdParamsSchema,
        body: moveInputSchema,
        response: { 200: applicationSavedSchema },
      },
      onRequest: partiesOnly,
    },
    async (request) => {
      const { application, move } = await moveApplication(contextOf(request), {
        ...request.body,
        id: request.params.id,
      });
      return { application, message: t(request.lang, moveMessageKey(move)) };
    },
  );
};
