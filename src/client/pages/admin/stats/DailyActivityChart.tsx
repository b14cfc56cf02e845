// Loaded with the chart itself (lazy-charts.tsx), so neither the player's bundle nor other admin tabs carry it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DailyActivity } from '../../../../shared/schemas/admin';
import { type DailyMetric, longDayLabel, metricSummary, shortDayLabel } from './daily-figures';

interface DailyActivityChartProps {
  series: DailyActivity[];
  metric: DailyMetric;
  title: string;
  /** What one day's figure counts, plural: 'Sign-ups', 'Picks'. */
  label: string;
  color: string;
}

function Summary({ series, metric, label }: Pick<DailyActivityChartProps, 'series' | 'metric' | 'label'>) {
  const { total, busiest } = metricSummary(series, metric);
  const noun = label.toLowerCase();
  const span = `the last ${series.length} days`;
  if (!busiest) return <Text size="sm">{`No ${noun} in ${span}.`}</Text>;
  return (
    <Text size="sm">
      {`${total} ${noun} in ${span}; busiest ${shortDayLabel(busiest.day)} with ${busiest.count}.`}
    </Text>
  );
}

/**
 * One figure per Mountain day as bars, oldest on the left. The bars are a picture for sighted admins;
 * screen readers get the summary line and a hidden table of every day instead of the SVG.
 */
export function DailyActivityChart({ series, metric, title, label, color }: DailyActivityChartProps) {
  const data = series.map((d) => ({ label: shortDayLabel(d.day), [metric]: d[metric] }));
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Last {series.length} days, Mountain time
      </Text>
      <Box aria-hidden="true">
        <BarChart
          h={200}
          data={data}
          dataKey="label"
          series={[{ name: metric, label, color }]}
          accessibilityLayer={false}
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          tooltipAnimationDuration={0}
        />
      </Box>
      <Summary series={series} metric={metric} label={label} />
      <VisuallyHidden>
        <Table>
          <Table.Caption>{`${title}, last ${series.length} days, Mountain time`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">{label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Th scope="row">{longDayLabel(d.day)}</Table.Th>
                <Table.Td>{d[metric]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
