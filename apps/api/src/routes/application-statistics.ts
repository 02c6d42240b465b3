// Dashboards and statistics (SPEC section 7, "Applications"; docs/decisions/009): the candidate's
// and the company's dashboard figures, the company's per-job figures, funnel and weekly trend, and
// the scheme-wide figures of the admin dashboard. Every figure is the caller's own: a company never
// counts another's applicants.
import { Role } from '@fis/shared/enums';
import {
  candidateStatisticsSchema,
  companyJobStatisticsPageSchema,
  companyJobStatisticsQuerySchema,
  companyStatisticsSchema,
  hiringStatisticsSchema,
  schemeStatisticsSchema,
} from '@fis/shared/statistics-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { getCandidateStatistics } from '../modules/application-statistics/get-candidate-statistics.js';
import { getCompanyStatistics } from '../modules/application-statistics/get-company-statistics.js';
import { getHiringStatistics } from '../modules/application-statistics/get-hiring-statistics.js';
import { getSchemeStatistics } from '../modules/application-statistics/get-scheme-statistics.js';
import { listCompanyJobStatistics } from '../modules/application-statistics/list-company-job-statistics.js';
import { recordDashboardVisit } from '../modules/application-statistics/record-dashboard-visit.js';

const tags = ['statistics'];

export const applicationStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const candidateOnly = app.requireRole(Role.CANDIDATE);
  const companyOnly = app.requireRole(Role.COMPANY);
  const adminOnly = app.requireRole(Role.ADMIN);

  app.get(
    '/applications/candidate/statistics',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The candidate dashboard: counts, next interviews, latest application news, recommended jobs',
        response: { 200: candidateStatisticsSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => getCandidateStatistics(contextOf(request)),
  );

  app.get(
    '/applications/company/statistics',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The company dashboard: applicants per tab, new since the last visit, open jobs, next interviews',
        response: { 200: companyStatisticsSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => getCompanyStatistics(contextOf(request)),
  );

  app.post(
    '/applications/company/dashboard-visit',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The company has seen its dashboard: views less than 30 minutes apart are one visit',
        response: { 204: z.null().describe('Recorded') },
      },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      await recordDashboardVisit(contextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/applications/hiring-company/jobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's jobs, newest first, with views, applicants per tab and new since the last visit, paged",
        querystring: companyJobStatisticsQuerySchema,
        response: { 200: companyJobStatisticsPageSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => listCompanyJobStatistics(contextOf(request), request.query),
  );

  app.get(
    '/applications/hiring-company/statistics',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's hiring funnel (applications ever in each stage) and applications per week, 8 weeks",
        response: { 200: hiringStatisticsSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => getHiringStatistics(contextOf(request)),
  );

  app.get(
    '/applications/statistical',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Scheme-wide figures for the admin: candidates, companies, open jobs, applications per stage, hires',
        response: { 200: schemeStatisticsSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => getSchemeStatistics(contextOf(request)),
  );
};
