// Loaded with the chart itself (lazy-charts.tsx), so neither the player's bundle nor other admin tabs carry it.
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shareSplit } from './daily-figures';

// Deep shades: the segments sit beside text on white, and the legend's swatches must be told apart.
const PREMIUM_COLOR = 'yellow.8';
const FREE_COLOR = 'blue.7';

/**
 * Premium against free users as a donut with the premium share in its middle. The legend beside it
 * writes every figure out, so screen readers read the legend and skip the picture.
 */
export function PremiumShareChart({ premium, total }: { premium: number; total: number }) {
  const { t } = useTranslation('admin');
  const free = Math.max(0, total - premium);
  const percent = shareSplit(premium, total);
  const rows = [
    { name: t('stats.share.premium'), value: premium, percent: percent.premium, color: PREMIUM_COLOR },
    { name: t('stats.share.free'), value: free, percent: percent.free, color: FREE_COLOR },
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('stats.share.title')}
      </Title>
      <Group gap="lg" wrap="wrap">
        {total > 0 ? (
          <Box aria-hidden="true">
            <DonutChart
              data={rows.map(({ name, value, color }) => ({ name, value, color }))}
              size={140}
              thickness={24}
              chartLabel={`${percent.premium}%`}
              accessibilityLayer={false}
              // The picture is hidden from assistive technology, so none of it may take keyboard focus.
              pieProps={{ rootTabIndex: -1 }}
              tooltipDataSource="segment"
              valueFormatter={(n) => t('stats.share.users', { count: n })}
            />
          </Box>
        ) : null}
        <Stack gap={6}>
          {total > 0 ? null : <Text size="sm">{t('stats.share.noUsers')}</Text>}
          {rows.map((row) => (
            <Group key={row.name} gap="xs" wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={14} />
              <Text size="sm">
                <Text span fw={700}>
                  {row.name}
                </Text>
                {t('stats.share.row', {
                  users: t('stats.share.users', { count: row.value }),
                  percent: row.percent,
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}
