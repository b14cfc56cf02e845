import { Text } from '@mantine/core';
import { useId } from 'react';

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/**
 * A small bar chart of a streak over recent picks, oldest on the left: wins rise above the middle line
 * in green, losses hang below it in red. Plain SVG: a charting library would weigh more than the
 * whole profile dialog. Loaded lazily by StreakChartSection so it stays out of the first load.
 */
export default function StreakChart({ series }: { series: readonly number[] }) {
  const peak = Math.max(1, ...series.map((value) => Math.abs(value)));
  const hasLosses = series.some((value) => value < 0);
  const hasWins = series.some((value) => value > 0);
  // With only wins (or only losses) the whole height goes to one side.
  const baseline = hasLosses && hasWins ? HEIGHT / 2 : hasLosses ? 0 : HEIGHT;
  const room = hasLosses && hasWins ? HEIGHT / 2 : HEIGHT;
  const slot = WIDTH / Math.max(series.length, 1);
  const barWidth = Math.max(slot - GAP, 1);
  const summary = describe(series);
  const captionId = useId();

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
      >
        <title>{summary}</title>
        <line x1={0} x2={WIDTH} y1={baseline} y2={baseline} stroke="var(--mantine-color-gray-4)" />
        {series.map((value, index) => {
          const height = Math.max((Math.abs(value) / peak) * room, value === 0 ? 0 : 2);
          const y = value >= 0 ? baseline - height : baseline;
          return (
            <rect
              // The series never reorders: a bar's position is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              x={index * slot + GAP / 2}
              y={y}
              width={barWidth}
              height={height}
              rx={1}
              fill={value >= 0 ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)'}
            />
          );
        })}
      </svg>
      <Text component="figcaption" id={captionId} size="xs" c="dimmed" mt={4}>
        {summary}
      </Text>
    </figure>
  );
}

function describe(series: readonly number[]): string {
  const best = Math.max(0, ...series);
  const worst = Math.min(0, ...series);
  const parts = [`Streak over the last ${series.length} completed picks`, `best W${best}`];
  if (worst < 0) parts.push(`worst L${-worst}`);
  return parts.join(', ');
}
