import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Prize } from '../../../shared/schemas/prizes';

/** This month's prize; the caller shows it only when one exists. */
export function PrizeBanner({ prize }: { prize: Prize }) {
  const { t } = useTranslation('home');
  return (
    <Paper
      component="section"
      aria-label={t('prize.region')}
      radius="md"
      p="md"
      data-testid="prize-banner"
      style={{ background: 'linear-gradient(120deg, #7c2d12, #c2410c)', color: '#fff' }}
    >
      <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: 1 }}>
        <span aria-hidden>🏆 </span>
        {t('prize.label')}
      </Text>
      <Text fw={800} size="lg">
        {prize.title}
      </Text>
      {prize.description ? <Text size="sm">{prize.description}</Text> : null}
    </Paper>
  );
}
