// Loaded with the chart itself (lazy-charts.tsx), so neither the player's bundle nor other admin tabs carry it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DailyActivity } from '../../../../shared/schemas/admin';
import { type DailyMetric, longDayLabel, metricSummary, shortDayLabel } from './daily-figures';

interface DailyActivityChartProps {
  series: DailyActivity[];
  /** Also names the chart: its title, what one day's figure counts and the summary are `stats.daily.<metric>`. */
  metric: DailyMetric;
  color: string;
}

function Summary({ series, metric }: Pick<DailyActivityChartProps, 'series' | 'metric'>) {
  const { t } = useTranslation('admin');
  const { total, busiest } = metricSummary(series, metric);
  const days = series.length;
  if (!busiest) return <Text size="sm">{t(`stats.daily.${metric}.none`, { days })}</Text>;
  return (
    <Text size="sm">
      {t(`stats.daily.${metric}.summary`, {
        total,
        days,
        day: shortDayLabel(busiest.day),
        busiest: busiest.count,
      })}
    </Text>
  );
}

/**
 * One figure per Mountain day as bars, oldest on the left. The bars are a picture for sighted admins;
 * screen readers get the summary line and a hidden table of every day instead of the SVG.
 */
export function DailyActivityChart({ series, metric, color }: DailyActivityChartProps) {
  const { t } = useTranslation('admin');
  const title = t(`stats.daily.${metric}.title`);
  const label = t(`stats.daily.${metric}.label`);
  const data = series.map((d) => ({ label: shortDayLabel(d.day), [metric]: d[metric] }));
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('stats.daily.span', { days: series.length })}
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
      <Summary series={series} metric={metric} />
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('stats.daily.caption', { title, days: series.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('stats.daily.day')}</Table.Th>
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
