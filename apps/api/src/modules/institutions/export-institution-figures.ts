import { Readable } from 'node:stream';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { InstitutionFiguresQuery } from '@fis/shared/report-schemas';
import type { SignedInContext } from '../../context.js';
import { writeAudit } from '../../lib/audit.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { APPLICATION_FLOW_COLUMNS, flowRecords } from '../reports/report-csv-rows.js';
import { getInstitutionFigures } from './get-institution-figures.js';

/** GET /v1/institution/figures/export-csv: the institution's figures as the page shows them, as a CSV file. */
export async function exportInstitutionFigures(
  ctx: SignedInContext,
  query: InstitutionFiguresQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const report = await getInstitutionFigures(ctx, query);
  const rows = flowRecords(report, ctx.lang, APPLICATION_FLOW_COLUMNS);
  await writeAudit(ctx.db, ctx.clock, {
    actorUserId: ctx.user.id,
    action: 'institution.figures-exported',
    entityType: 'user',
    entityId: ctx.user.id,
    details: { format: 'csv', filters: query, rowCount: rows.length - 1 },
    ip: ctx.ip,
  });
  const today = hongKongDate(ctx.clock.now()).replaceAll('-', '');
  return {
    fileName: `institution-figures-${today}.csv`,
    stream: Readable.from([Buffer.from(CSV_BOM + rows.map((row) => csvRow(row)).join(''))]),
  };
}
