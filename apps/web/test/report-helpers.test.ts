// The reports page's pure helpers (features/reports): the days of the fill its table lists, the
// filters it reads from the address, and the category labels cut to fit a chart's axis.
import { describe, expect, it } from 'vitest';
import { readReportFilters } from '../src/features/reports/hooks/use-report-filters';
import { chartLabel } from '../src/features/reports/utils/chart-label';
import { fillChanges } from '../src/features/reports/utils/fill-changes';

const point = (date: string, taken: number) => ({ date, taken, rate: null });

describe('fillChanges', () => {
  it('keeps the first day, each day the number taken changed, and the last day', () => {
    const fill = [
      point('2026-01-01', 0),
      point('2026-01-02', 0),
      point('2026-01-03', 2),
      point('2026-01-04', 2),
      point('2026-01-05', 3),
      point('2026-01-06', 3),
      point('2026-01-07', 3),
    ];
    expect(fillChanges(fill).map((p) => p.date)).toEqual(['2026-01-01', '2026-01-03', '2026-01-05', '2026-01-07']);
  });

  it('keeps a single day, and nothing of no days', () => {
    expect(fillChanges([point('2026-01-01', 1)])).toHaveLength(1);
    expect(fillChanges([])).toEqual([]);
  });
});

describe('readReportFilters', () => {
  const read = (query: string) => readReportFilters(new URLSearchParams(query));

  it('reads the report, the round, the period and the grouping', () => {
    const roundId = '00000000-0000-4000-8000-00000000a001';
    expect(read(`report=flow&roundId=${roundId}&from=2026-01-01&to=2026-02-01&by=programme`)).toEqual({
      report: 'flow',
      filters: { roundId, from: '2026-01-01', to: '2026-02-01', by: 'programme' },
    });
  });

  it('drops a value the API would refuse, and keeps the others', () => {
    expect(read('report=salaries&roundId=7&from=2026-02-30&to=2026-02-01&by=colour')).toEqual({
      report: 'places',
      filters: { roundId: '', from: '', to: '2026-02-01', by: 'company' },
    });
  });
});

describe('chartLabel', () => {
  it('keeps a short label whole', () => {
    expect(chartLabel('Alpha Pay Ltd')).toBe('Alpha Pay Ltd');
  });

  it('cuts a long label with an ellipsis, a Chinese character counting as two letters', () => {
    expect(chartLabel('Greater Bay Area Payments and Clearing Ltd')).toBe('Greater Bay Area Payme…');
    expect(chartLabel('大灣區數碼支付及結算有限公司（香港）')).toBe('大灣區數碼支付及結算有…');
  });
});
