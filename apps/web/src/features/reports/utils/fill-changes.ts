// The fill's table: of the series' days (up to three years of them), the first, each day on which
// the number of places taken changed, and the last, which say all that the line says.
import type { FillPoint } from '@fis/shared/report-schemas';

export function fillChanges(points: readonly FillPoint[]): FillPoint[] {
  return points.filter(
    (point, index) => index === 0 || index === points.length - 1 || point.taken !== points[index - 1]?.taken,
  );
}
