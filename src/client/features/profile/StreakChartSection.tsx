import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { streakSeries } from './streak-series';

// Its own chunk: only players who open a profile download the chart.
const StreakChart = lazy(() => import('./StreakChart'));

/** 'Streak Trend': the chart of the streak over the recent picks, when there are at least two. */
export function StreakChartSection({
  picks,
  currentStreak,
}: {
  picks: readonly HistoryEntry[];
  currentStreak: number;
}) {
  const { t } = useTranslation('profile');
  const series = streakSeries(picks, currentStreak);
  if (series.length < 2) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('streakTrend')}
      </Text>
      <Suspense fallback={<Skeleton height={80} />}>
        <StreakChart series={series} />
      </Suspense>
    </Stack>
  );
}
