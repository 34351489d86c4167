import { styled } from 'styled-components';

export interface TrendLine {
  label: string;
  /** Stable is drawn solid, the canary dashed, so the two differ without colour too. */
  kind: 'stable' | 'canary';
  points: { at: number; value: number | null }[];
}

const WIDTH = 240;
const HEIGHT = 72;
const PAD = 4;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .stable {
    stroke: ${({ theme }) => theme.colors.primary};
  }
  .canary {
    stroke: ${({ theme }) => theme.colors.accentStrong};
    stroke-dasharray: 4 3;
  }
`;

/**
 * A small line chart in plain SVG (docs/architecture.md §3.1): one line per version over the same
 * hours, scaled to the largest value; `summary` says in words what the lines show, for readers
 * who do not see them.
 */
export function TrendChart({
  title,
  summary,
  lines,
}: {
  title: string;
  summary: string;
  lines: TrendLine[];
}) {
  const times = lines.flatMap((line) => line.points.map((point) => point.at));
  const values = lines.flatMap((line) =>
    line.points.flatMap((point) => (point.value === null ? [] : [point.value])),
  );
  const first = Math.min(...times);
  const last = Math.max(...times);
  const top = Math.max(...values, 0) || 1;
  const x = (at: number) => PAD + ((WIDTH - 2 * PAD) * (at - first)) / Math.max(1, last - first);
  const y = (value: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * value) / top;
  return (
    <Figure>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="currentColor" strokeOpacity={0.2} />
        {lines.map((line) => {
          const drawn = line.points.filter((point) => point.value !== null);
          if (drawn.length === 0) return null;
          if (drawn.length === 1) {
            const [only] = drawn;
            return (
              <circle key={line.label} className={line.kind} cx={x(only?.at ?? first)} cy={y(only?.value ?? 0)} r={2.5} fill="none" strokeWidth={2} />
            );
          }
          return (
            <polyline
              key={line.label}
              className={line.kind}
              fill="none"
              strokeWidth={2}
              points={drawn.map((point) => `${x(point.at).toFixed(1)},${y(point.value ?? 0).toFixed(1)}`).join(' ')}
            />
          );
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </Figure>
  );
}
