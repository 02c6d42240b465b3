// The office's reports for the funder (issue 25 section 4; docs/decisions/042): funded places,
// the flow of applications and the allowance money, each filtered by round and by a range of Hong
// Kong dates, and each as a CSV file with the same filters.
import { Role } from '@fis/shared/enums';
import {
  flowReportQuerySchema,
  flowReportSchema,
  moneyReportSchema,
  placesReportSchema,
  REPORT_KINDS,
  type ReportKind,
  reportCsvPath,
  reportPath,
  reportQuerySchema,
} from '@fis/shared/report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, type SignedInContext } from '../context.js';
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

type ReportQuerySchema = typeof reportQuerySchema | typeof flowReportQuerySchema;

/** What differs between the reports: the answer's summary, its filters, its answer and its use case. */
interface Report<Q extends ReportQuerySchema, A extends z.ZodType> {
  summary: string;
  querystring: Q;
  answer: A;
  read: (ctx: SignedInContext, query: z.output<Q>) => Promise<z.output<A>>;
}

/** A report's two routes: its answer, and its CSV file with the same filters. */
const reportRoute =
  <Q extends ReportQuerySchema, A extends z.ZodType>({ summary, querystring, answer, read }: Report<Q, A>) =>
  (app: Parameters<FastifyPluginAsyncZod>[0], kind: ReportKind) => {
    // Fastify's type provider cannot resolve a type parameter's schema: the routes see the wider types.
    const query: ReportQuerySchema = querystring;
    const response: { 200: z.ZodType } = { 200: answer };
    app.get(
      reportPath(kind),
      { schema: { tags, security: bearer, summary, description: FILTERS, querystring: query, response } },
      // The querystring schema is this report's own, so the query it validated is a Q's.
      async (request) => read(contextOf(request), request.query as z.output<Q>),
    );
    app.get(
      reportCsvPath(kind),
      {
        schema: {
          tags,
          security: bearer,
          summary: `The ${kind} report as a CSV file`,
          querystring: query,
          ...csvSchema(kind),
        },
      },
      async (request, reply) =>
        sendCsv(reply, await exportReportCsv(contextOf(request), { kind, query: request.query })),
    );
  };

const REPORTS: Record<ReportKind, ReturnType<typeof reportRoute>> = {
  places: reportRoute({
    summary:
      'Funded places per company, side and city at the end of the range (granted, held, taken, left), the hires ' +
      'made in it, and the fill day by day',
    querystring: reportQuerySchema,
    answer: placesReportSchema,
    read: getPlacesReport,
  }),
  flow: reportRoute({
    summary:
      'Applications, interviews, offers and acceptances, response rate and times, and the office’s ' +
      'recommendations followed to applications and hires; by company, side, institution, programme or round',
    querystring: flowReportQuerySchema,
    answer: flowReportSchema,
    read: getFlowReport,
  }),
  money: reportRoute({
    summary:
      'The allowance per side in its currency (HKD, RMB): placements, months and amount committed and paid out, ' +
      'extensions, early ends',
    querystring: reportQuerySchema,
    answer: moneyReportSchema,
    read: getMoneyReport,
  }),
};

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));
  for (const kind of REPORT_KINDS) REPORTS[kind](app, kind);
};
