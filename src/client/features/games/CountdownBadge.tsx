import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdownState, formatCountdown } from '../../lib/game-time';
import { useServerClock } from '../../lib/server-clock';

type CountdownGame = { status: 'scheduled' | 'live' | 'completed'; scheduledTime: string };

/** The badge's look: its kind and colour, with the time left where the badge's title shows it. */
function phaseOf(game: CountdownGame, now: number): string {
  const state = countdownState(game, now);
  switch (state.kind) {
    case 'starting-soon':
      return `starting-soon|${formatCountdown(state.msLeft)}`;
    case 'starts-in':
      return `starts-in-${state.color}`;
    default:
      return state.kind;
  }
}

/** The hours, minutes and seconds left: the one part of a card that changes every second. */
function TimeLeft({ scheduledTime }: { scheduledTime: string }) {
  return useServerClock((now) => formatCountdown(Date.parse(scheduledTime) - now));
}

/**
 * IN PROGRESS, FINAL, STARTING SOON (under 30 min), or STARTS IN with hours, minutes and seconds
 * (yellow under 60 min, blue otherwise), ticking every second on the server-corrected clock. The badge
 * re-renders when its kind or colour changes; every second only its time text does.
 */
export function CountdownBadge({ game }: { game: CountdownGame }) {
  const { t } = useTranslation('games');
  const [phase, timeLeft = ''] = useServerClock((now) => phaseOf(game, now)).split('|');
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
          {t('countdown.startsIn')} <TimeLeft scheduledTime={game.scheduledTime} />
        </Badge>
      );
  }
}
