// The reports page's state, all in the address so that a report can be linked and the back button
// returns to the figures seen before: which report (`report`), the round, the period and the flow's
// grouping. Each value is checked on its own with the API's schema and a bad one is dropped; a
// period that ends before it starts is left for the API to refuse, by name, on screen.
import {
  FLOW_GROUPINGS,
  type FlowGrouping,
  flowReportQuerySchema,
  REPORT_KINDS,
  type ReportKind,
} from '@fis/shared/report-schemas';
import { useLatestSearchParams } from '../../../lib/url-params';

export interface ReportFilters {
  roundId: string;
  from: string;
  to: string;
  by: FlowGrouping;
}

export const FILTER_KEYS = ['roundId', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A filter's value from the address when the API's schema takes it, else ''. */
function valid(params: URLSearchParams, key: FilterKey | 'by'): string {
  const value = params.get(key);
  return value !== null && flowReportQuerySchema.shape[key].safeParse(value).success ? value : '';
}

export function readReportFilters(params: URLSearchParams): { report: ReportKind; filters: ReportFilters } {
  const report = REPORT_KINDS.find((kind) => kind === params.get('report')) ?? 'places';
  const by = FLOW_GROUPINGS.find((grouping) => grouping === valid(params, 'by')) ?? 'company';
  return {
    report,
    filters: { roundId: valid(params, 'roundId'), from: valid(params, 'from'), to: valid(params, 'to'), by },
  };
}

export function useReportFilters() {
  const [params, setParams] = useLatestSearchParams();
  const { report, filters } = readReportFilters(params);
  /** Writes the values given ('' or null removes one), keeping the rest of the address. */
  const update = (values: Partial<Record<FilterKey | 'by' | 'report', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { report, filters, update };
}
