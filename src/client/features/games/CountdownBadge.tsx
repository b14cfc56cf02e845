import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountdownSeconds } from '../../lib/countdown-seconds';
import { countdownState, formatCountdown } from '../../lib/game-time';
import { useServerClock } from '../../lib/server-clock';

type CountdownGame = { status: 'scheduled' | 'live' | 'completed'; scheduledTime: string };

/** The badge's look: its kind and colour, with the time left where the badge's title shows it. */
function phaseOf(game: CountdownGame, now: number, seconds: boolean): string {
  const state = countdownState(game, now);
  switch (state.kind) {
    case 'starting-soon':
      return `starting-soon|${formatCountdown(state.msLeft, seconds)}`;
    case 'starts-in':
      return `starts-in-${state.color}`;
    default:
      return state.kind;
  }
}

/**
 * The hours, minutes and seconds left: the one part of a card that changes every second. Without seconds (the
 * player stopped them) it changes once a minute, and so does what a screen reader finds there.
 */
function TimeLeft({ scheduledTime, seconds }: { scheduledTime: string; seconds: boolean }) {
  return useServerClock((now) => formatCountdown(Date.parse(scheduledTime) - now, seconds));
}

/**
 * IN PROGRESS, FINAL, STARTING SOON (under 30 min), or STARTS IN with hours, minutes and seconds
 * (yellow under 60 min, blue otherwise), ticking every second on the server-corrected clock. The badge
 * re-renders when its kind or colour changes; every second only its time text does. The player may stop the
 * seconds (CountdownSecondsButton; WCAG 2.2.2): then hours and minutes only.
 */
export function CountdownBadge({ game }: { game: CountdownGame }) {
  const { t } = useTranslation('games');
  const seconds = useCountdownSeconds();
  const [phase, timeLeft = ''] = useServerClock((now) => phaseOf(game, now, seconds)).split('|');
  const common = {
    size: 'md',
    radius: 'sm',
    variant: 'filled',
    'data-testid': 'countdown',
    style: { flex: 'none', overflow: 'visible' },
  } as const;
  switch (phase) {
    case 'final':
      return (
        <Badge {...common} color="gray.8" data-state="final">
          {t('countdown.final')}
        </Badge>
      );
    case 'in-progress':
      return (
        <Badge {...common} color="red.7" data-state="in-progress">
          {t('countdown.inProgress')}
        </Badge>
      );
    case 'starting-soon':
      return (
        <Badge {...common} color="orange.6" data-state="starting-soon" title={timeLeft}>
          {t('countdown.startingSoon')}
        </Badge>
      );
    default:
      return (
        <Badge
          {...common}
          color={phase === 'starts-in-yellow' ? 'yellow.5' : 'blue.7'}
          data-state={phase}
          styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
        >
          {t('countdown.startsIn')} <TimeLeft scheduledTime={game.scheduledTime} seconds={seconds} />
        </Badge>
      );
  }
}
