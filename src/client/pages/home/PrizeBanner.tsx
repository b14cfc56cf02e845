import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Prize } from '../../../shared/schemas/prizes';
import { GradientBanner } from './GradientBanner';

/** This month's prize; the caller shows it only when one exists. */
export function PrizeBanner({ prize }: { prize: Prize }) {
  const { t } = useTranslation('home');
  return (
    <GradientBanner label={t('prize.region')} testId="prize-banner" from="#7c2d12" to="#c2410c">
      <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: 1 }}>
        <span aria-hidden>🏆 </span>
        {t('prize.label')}
      </Text>
      <Text fw={800} size="lg">
        {prize.title}
      </Text>
      {prize.description ? <Text size="sm">{prize.description}</Text> : null}
    </GradientBanner>
  );
}
