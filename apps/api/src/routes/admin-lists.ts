// The admin portal's findable lists (issue 14, section 1; decision 022): candidates, companies,
// jobs and applications of every company, each searched, filtered, sorted and paged, and each
// exported as a CSV file with the same filters and order.
import {
  adminApplicationFiltersSchema,
  adminApplicationListQuerySchema,
  adminApplicationPageSchema,
  adminCandidateFiltersSchema,
  adminCandidateListQuerySchema,
  adminCandidatePageSchema,
  adminCompanyFiltersSchema,
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  adminJobFiltersSchema,
  adminJobListPageSchema,
  adminJobListQuerySchema,
} from '@fis/shared/admin-list-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { sendCsv } from '../lib/send-csv.js';
import { applicationsList } from '../modules/admin-lists/applications-list.js';
import { candidatesList } from '../modules/admin-lists/candidates-list.js';
import { companiesList } from '../modules/admin-lists/companies-list.js';
import { exportAdminListCsv } from '../modules/admin-lists/export-admin-list-csv.js';
import { jobsList } from '../modules/admin-lists/jobs-list.js';
import { listAdminApplications } from '../modules/admin-lists/list-admin-applications.js';
import { listAdminCandidates } from '../modules/admin-lists/list-admin-candidates.js';
import { listAdminCompanies } from '../modules/admin-lists/list-admin-companies.js';
import { listAdminJobs } from '../modules/admin-lists/list-admin-jobs.js';

const tags = ['admin'];

const csvSchema = {
  description:
    'UTF-8 with a byte order mark, RFC 4180 (CRLF, quoted fields), a header row in the caller’s language; ' +
    'a cell a spreadsheet could read as a formula (= + - @, tab or CR first) starts with an apostrophe. ' +
    'Named <list>-YYYYMMDD.csv by the Hong Kong date, never cached; each export is audited.',
  response: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
};

export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/candidates',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Every candidate: by name or email, school, programme, graduation year, eligibility, account state, ' +
          'round applied in; sorted, paged',
        querystring: adminCandidateListQuerySchema,
        response: { 200: adminCandidatePageSchema },
      },
    },
    async (request) => listAdminCandidates(contextOf(request), request.query),
  );
  app.get(
    '/admin/candidates/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The candidates list as a CSV file: its filters and order, every page',
        querystring: adminCandidateFiltersSchema,
        ...csvSchema,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportAdminListCsv(contextOf(request), { list: candidatesList, filters: request.query })),
  );

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Every company: by name, email or company ID, approval state (0 waiting, 1 approved, 2 rejected), region, ' +
          'account state, round taken part in and funded places not yet offered in it; with open jobs and hires; ' +
          'sorted, paged',
        querystring: adminCompanyListQuerySchema,
        response: { 200: adminCompanyPageSchema },
      },
    },
    async (request) => listAdminCompanies(contextOf(request), request.query),
  );
  app.get(
    '/admin/companies/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The companies list as a CSV file: its filters and order, every page',
        querystring: adminCompanyFiltersSchema,
        ...csvSchema,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportAdminListCsv(contextOf(request), { list: companiesList, filters: request.query })),
  );

  app.get(
    '/admin/jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Every company’s jobs: by position or company name, company, status, approval, location, function; ' +
          'with applicants; sorted, paged (the approval queue: /admin/job-approvals)',
        querystring: adminJobListQuerySchema,
        response: { 200: adminJobListPageSchema },
      },
    },
    async (request) => listAdminJobs(contextOf(request), request.query),
  );
  app.get(
    '/admin/jobs/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The jobs list as a CSV file: its filters and order, every page',
        querystring: adminJobFiltersSchema,
        ...csvSchema,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportAdminListCsv(contextOf(request), { list: jobsList, filters: request.query })),
  );

  app.get(
    '/admin/applications',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Every company’s applications: by candidate name or email or position, company, job, stage, school; sorted, paged',
        querystring: adminApplicationListQuerySchema,
        response: { 200: adminApplicationPageSchema },
      },
    },
    async (request) => listAdminApplications(contextOf(request), request.query),
  );
  app.get(
    '/admin/applications/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The applications list as a CSV file: its filters and order, every page',
        querystring: adminApplicationFiltersSchema,
        ...csvSchema,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportAdminListCsv(contextOf(request), { list: applicationsList, filters: request.query })),
  );
};
