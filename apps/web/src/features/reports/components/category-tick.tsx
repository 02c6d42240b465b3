// A category axis label of a bar chart lying on its side, on up to two lines ("Alpha Pay Ltd" over
// "Hong Kong"): recharts would wrap a long label where it likes and cut it off at the chart's edge.
// The label's lines are the category's value split at its line breaks.

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

export function CategoryTick({ x = 0, y = 0, payload }: TickProps) {
  const lines = String(payload?.value ?? '').split('\n');
  return (
    <text x={x} y={y} textAnchor="end" fontSize={12} fill="currentColor">
      {lines.map((line, index) => (
        <tspan
          // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines have nothing but their place
          key={index}
          x={Number(x) - 6}
          dy={index === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}
