// GET /v1/admin/reports/{places,flow,money}/export-csv: the report's figures for the same filters
// as on screen, downloaded as a CSV file under the export rules of decision 022.
import { type ReportKind, reportCsvPath } from '@fis/shared/report-schemas';
import { downloadFile } from '../../../lib/api-client';
import type { ReportFilters } from '../hooks/use-report-filters';
import { reportParams } from './get-report';

export function exportReport(kind: ReportKind, filters: ReportFilters): Promise<void> {
  return downloadFile(`/api/v1${reportCsvPath(kind)}?${reportParams(kind, filters)}`);
}
