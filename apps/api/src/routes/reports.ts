// The office's reports for the funder (issue 25 section 4; docs/decisions/042): funded places,
// the flow of applications and the allowance money, each filtered by round and by a range of Hong
// Kong dates, and each as a CSV file with the same filters.
import { Role } from '@fis/shared/enums';
import {
  flowReportQuerySchema,
  flowReportSchema,
  moneyReportSchema,
  placesReportSchema,
  type ReportKind,
  reportCsvPath,
  reportPath,
  reportQuerySchema,
} from '@fis/shared/report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { sendCsv } from '../lib/send-csv.js';
import { exportReportCsv } from '../modules/reports/export-report-csv.js';
import { getFlowReport } from '../modules/reports/get-flow-report.js';
import { getMoneyReport } from '../modules/reports/get-money-report.js';
import { getPlacesReport } from '../modules/reports/get-places-report.js';

const tags = ['admin'];

const FILTERS =
  'roundId: one round (every round when absent); from, to: Hong Kong dates, both included, the range in which ' +
  'a counted event happened (at most 3 years; to before from answers END_BEFORE_START on to).';

const csvSchema = (kind: ReportKind) => ({
  description:
    `${FILTERS} UTF-8 with a byte order mark, RFC 4180 (CRLF, quoted fields), a header row in the caller’s ` +
    'language; a cell a spreadsheet could read as a formula (= + - @, tab or CR first) starts with an apostrophe. ' +
    `Named ${kind}-report-YYYYMMDD.csv by the Hong Kong date, never cached; each export is audited.`,
  response: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    reportPath('places'),
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Funded places per company, side and city at the end of the range (granted, held, taken, left), the hires ' +
          'made in it, and the fill day by day',
        description: FILTERS,
        querystring: reportQuerySchema,
        response: { 200: placesReportSchema },
      },
    },
    async (request) => getPlacesReport(contextOf(request), request.query),
  );
  app.get(
    reportCsvPath('places'),
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The places report as a CSV file',
        querystring: reportQuerySchema,
        ...csvSchema('places'),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportReportCsv(contextOf(request), { kind: 'places', query: request.query })),
  );

  app.get(
    reportPath('flow'),
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Applications, interviews, offers and acceptances, response rate and times, and the office’s ' +
          'recommendations followed to applications and hires; by company, side, institution, programme or round',
        description: FILTERS,
        querystring: flowReportQuerySchema,
        response: { 200: flowReportSchema },
      },
    },
    async (request) => getFlowReport(contextOf(request), request.query),
  );
  app.get(
    reportCsvPath('flow'),
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The flow report as a CSV file',
        querystring: flowReportQuerySchema,
        ...csvSchema('flow'),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportReportCsv(contextOf(request), { kind: 'flow', query: request.query })),
  );

  app.get(
    reportPath('money'),
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'The allowance per side in its currency (HKD, RMB): placements, months and amount committed and paid out, ' +
          'extensions, early ends',
        description: FILTERS,
        querystring: reportQuerySchema,
        response: { 200: moneyReportSchema },
      },
    },
    async (request) => getMoneyReport(contextOf(request), request.query),
  );
  app.get(
    reportCsvPath('money'),
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The money report as a CSV file',
        querystring: reportQuerySchema,
        ...csvSchema('money'),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportReportCsv(contextOf(request), { kind: 'money', query: request.query })),
  );
};
