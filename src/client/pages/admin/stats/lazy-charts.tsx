import { Card, Center, Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The chart library is most of the admin dashboard's weight and only this tab draws with it: a chunk of its
// own keeps the other tabs light and lets the cards above show while the charts arrive.
const charts = () => import('./charts');
const DailyActivityChart = lazy(() => charts().then((m) => ({ default: m.DailyActivityChart })));
const PremiumShareChart = lazy(() => charts().then((m) => ({ default: m.PremiumShareChart })));

function ChartPlaceholder({ height }: { height: number }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="md" mih={height}>
      <Center h={height - 32}>
        <Loader aria-label={t('stats.loadingChart')} />
      </Center>
    </Card>
  );
}

export function LazyDailyActivityChart(props: ComponentProps<typeof DailyActivityChart>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={300} />}>
      <DailyActivityChart {...props} />
    </Suspense>
  );
}

export function LazyPremiumShareChart(props: ComponentProps<typeof PremiumShareChart>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={200} />}>
      <PremiumShareChart {...props} />
    </Suspense>
  );
}
