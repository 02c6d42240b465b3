// How much of a bar chart's width its category labels (companies, programmes) may take: less on a
// phone, where the bars need the room, and how many letters of a label fit there (utils/chart-label).
import { useMediaQuery } from '@mantine/hooks';
import type { LegendPayload } from 'recharts';

/** Below Mantine's `sm` breakpoint, where the app's sidebar folds away too. */
const PHONE = '(max-width: 47.99em)';

export function useChartAxis(): { width: number; letters: number } {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? { width: 112, letters: 15 } : { width: 184, letters: 26 };
}

/** A legend in the order of the series, not recharts' alphabetical one (which differs by language). */
export function inSeriesOrder(names: readonly string[]): (item: LegendPayload) => number {
  return (item) => names.indexOf(String(item.dataKey));
}
