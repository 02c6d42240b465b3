// GET /v1/admin/<list>/export-csv: an admin list with its filters and order, every page, as a CSV
// file for a spreadsheet (lib/csv.ts: formula-like cells made text, a byte order mark), streamed.
// The audit row (who, which list, which filters, how many rows) is written before the first byte,
// so a refusal is an ordinary error answer, never a cut-off file.
import { Readable } from 'node:stream';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { SignedInContext } from '../../context.js';
import { writeAudit } from '../../lib/audit.js';
import { CSV_BOM, type CsvValue, csvRow } from '../../lib/csv.js';
import { type AdminList, countRows, csvRecords } from './admin-list.js';

export interface AdminListCsv {
  fileName: string;
  stream: Readable;
}

/** Records per chunk written to the response. */
const RECORDS_PER_CHUNK = 200;

export async function exportAdminListCsv<F extends { sort: string }, Raw, Row>(
  ctx: SignedInContext,
  input: { list: AdminList<F, Raw, Row>; filters: F },
): Promise<AdminListCsv> {
  const { db, clock, user, ip } = ctx;
  const { list, filters } = input;
  const rowCount = await countRows(db, list, filters);
  await writeAudit(db, clock, {
    actorUserId: user.id,
    action: `admin.${list.name}.exported`,
    entityType: 'user',
    entityId: user.id,
    details: { format: 'csv', list: list.name, filters, rowCount },
    ip,
  });
  const today = hongKongDate(clock.now()).replaceAll('-', '');
  return {
    fileName: `${list.name}-${today}.csv`,
    stream: Readable.from(chunksOf(csvRecords(db, list, filters, ctx.lang))),
  };
}

async function* chunksOf(records: AsyncGenerator<CsvValue[]>): AsyncGenerator<Buffer> {
  let text = CSV_BOM;
  let count = 0;
  for await (const record of records) {
    text += csvRow(record);
    if (++count % RECORDS_PER_CHUNK === 0) {
      yield Buffer.from(text);
      text = '';
    }
  }
  if (text) yield Buffer.from(text);
}
