// GET /v1/admin/reports/<kind>/export-csv: a report with its filters as a CSV file, under the
// export rules of decision 022 (lib/csv.ts: a byte order mark, RFC 4180, formula-like cells made
// text; the header in the caller's language; named by the Hong Kong date). The records are written
// from the report's own answer, so the file holds the page's figures. The audit row is written
// before the first byte, so a refusal is an ordinary error answer, never a cut-off file.
import { Readable } from 'node:stream';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { FlowReportQuery, ReportKind, ReportQuery } from '@fis/shared/report-schemas';
import type { SignedInContext } from '../../context.js';
import { writeAudit } from '../../lib/audit.js';
import { CSV_BOM, type CsvValue, csvRow } from '../../lib/csv.js';
import { assertMayReadReports } from '../../policies/reports.js';
import { getFlowReport } from './get-flow-report.js';
import { getMoneyReport } from './get-money-report.js';
import { getPlacesReport } from './get-places-report.js';
import { flowRecords, moneyRecords, placesRecords } from './report-csv-rows.js';

interface ReportExport {
  action: string;
  /** Header records in the file: the places have two tables. */
  headers: number;
  records: (ctx: SignedInContext, query: FlowReportQuery) => Promise<CsvValue[][]>;
}

/** Each report's audit action and its records, read with the caller's filters. */
const EXPORTS: Record<ReportKind, ReportExport> = {
  places: {
    action: 'report.places-exported',
    headers: 2,
    records: async (ctx, query) => placesRecords(await getPlacesReport(ctx, query), ctx.lang),
  },
  flow: {
    action: 'report.flow-exported',
    headers: 1,
    records: async (ctx, query) => flowRecords(await getFlowReport(ctx, query), ctx.lang),
  },
  money: {
    action: 'report.money-exported',
    headers: 1,
    records: async (ctx, query) => moneyRecords(await getMoneyReport(ctx, query), ctx.lang),
  },
};

export async function exportReportCsv(
  ctx: SignedInContext,
  input: { kind: ReportKind; query: ReportQuery | FlowReportQuery },
): Promise<{ fileName: string; stream: Readable }> {
  assertMayReadReports(ctx.user);
  const { action, headers, records } = EXPORTS[input.kind];
  const rows = await records(ctx, { by: 'company', ...input.query });
  await writeAudit(ctx.db, ctx.clock, {
    actorUserId: ctx.user.id,
    action,
    entityType: 'user',
    entityId: ctx.user.id,
    // Headers and the empty record between the places' two tables are not rows.
    details: { format: 'csv', filters: input.query, rowCount: rows.filter((r) => r.length > 0).length - headers },
    ip: ctx.ip,
  });
  const today = hongKongDate(ctx.clock.now()).replaceAll('-', '');
  const text = CSV_BOM + rows.map((row) => csvRow(row)).join('');
  return { fileName: `${input.kind}-report-${today}.csv`, stream: Readable.from([Buffer.from(text)]) };
}
