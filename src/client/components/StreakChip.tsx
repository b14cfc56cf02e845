import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StreakIcon, streakDisplay } from '../lib/streak';
import { FireIcon, LightningIcon, SparkleIcon } from './icons';
import shimmer from './Shimmer.module.css';

const ICONS: Record<StreakIcon, typeof FireIcon> = {
  lightning: LightningIcon,
  fire: FireIcon,
  sparkle: SparkleIcon,
};

const TONE_COLORS = { ready: 'gray', win: 'green', loss: 'red' } as const;
// The chip's tint is shade 1 of its colour; even shade 9 text reaches only 3.8:1 on it, so the label gets a
// deeper ink of the same hue (over 7:1); in the dark scheme a pale one (app/theme.ts).
const TONE_INK = {
  ready: 'var(--pk-ink-ready)',
  win: 'var(--pk-ink-win)',
  loss: 'var(--pk-ink-loss)',
} as const;

/** The header's streak: READY, W{n} or L{n} with its icon (lightning at 0, fire from 5, else sparkle). */
export function StreakChip({ streak }: { streak: number }) {
  const { t } = useTranslation();
  const s = streakDisplay(streak);
  const Icon = ICONS[s.icon];
  return (
    <Badge
      size="lg"
      radius="xl"
      variant="light"
      color={TONE_COLORS[s.tone]}
      className={s.shimmer ? shimmer.shimmer : undefined}
      leftSection={<Icon size={14} color={`var(--mantine-color-${s.iconColor}-7)`} data-icon={s.icon} />}
      aria-label={t('streak.current', { label: s.label })}
      data-testid="streak-chip"
      data-icon={s.icon}
      styles={{ label: { overflow: 'visible', color: TONE_INK[s.tone] } }}
    >
      {s.label}
    </Badge>
  );
}
