import { i18n } from '../i18n/i18n';

/** How a streak reads on the chip and the Current Streak card (player.md section 4). */
export type StreakIcon = 'lightning' | 'fire' | 'sparkle';

export interface StreakDisplay {
  /** READY, W{n} or L{n}. */
  label: string;
  message: string;
  icon: StreakIcon;
  /** The icon's colour: fire is yellow, orange from 10; the sparkle green. */
  iconColor: 'yellow' | 'orange' | 'green' | 'blue';
  /** Winning streaks of 3 or more shimmer. */
  shimmer: boolean;
  tone: 'ready' | 'win' | 'loss';
}

export const HOT_STREAK_FROM = 5;
export const BLAZING_STREAK_FROM = 10;
export const STREAK_SHIMMER_FROM = 3;

/** W5, L2 or READY (src/shared/streak-label.ts's English) in the app's language. */
export function streakLabelIn(streak: number): string {
  if (streak > 0) return i18n.t('streak.win', { count: streak });
  if (streak < 0) return i18n.t('streak.loss', { count: -streak });
  return i18n.t('streak.ready');
}

/** Positive = wins in a row, negative = losses in a row, 0 = ready. */
export function streakDisplay(streak: number): StreakDisplay {
  const icon: Pick<StreakDisplay, 'icon' | 'iconColor'> =
    streak === 0
      ? { icon: 'lightning', iconColor: 'blue' }
      : streak >= HOT_STREAK_FROM
        ? { icon: 'fire', iconColor: streak >= BLAZING_STREAK_FROM ? 'orange' : 'yellow' }
        : { icon: 'sparkle', iconColor: 'green' };
  const label = streakLabelIn(streak);
  const t = i18n.t;
  if (streak === 0)
    return { ...icon, label, message: t('streak.readyMessage'), shimmer: false, tone: 'ready' };
  if (streak > 0) {
    return {
      ...icon,
      label,
      message: streak >= HOT_STREAK_FROM ? t('streak.onFire') : t('streak.keepRolling'),
      shimmer: streak >= STREAK_SHIMMER_FROM,
      tone: 'win',
    };
  }
  return {
    ...icon,
    label,
    message: streak === -1 ? t('streak.backOnTrack') : t('streak.battleBack'),
    shimmer: false,
    tone: 'loss',
  };
}

/** 'ACTIVE STREAK' shows while the current streak is the player's best and above 0. */
export const isActiveBest = (current: number, longest: number) => current > 0 && current === longest;
