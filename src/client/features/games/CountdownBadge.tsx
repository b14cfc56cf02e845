import { Badge } from '@mantine/core';
import { countdownState, formatCountdown } from '../../lib/game-time';
import { useServerNow } from '../../lib/server-clock';

/**
 * IN PROGRESS, FINAL, STARTING SOON (under 30 min), or STARTS IN with hours, minutes and seconds
 * (yellow under 60 min, blue otherwise), ticking every second on the server-corrected clock.
 */
export function CountdownBadge({
  game,
}: {
  game: { status: 'scheduled' | 'live' | 'completed'; scheduledTime: string };
}) {
  const now = useServerNow();
  const state = countdownState(game, now);
  const common = {
    size: 'md',
    radius: 'sm',
    variant: 'filled',
    'data-testid': 'countdown',
    style: { flex: 'none', overflow: 'visible' },
  } as const;
  switch (state.kind) {
    case 'final':
      return (
        <Badge {...common} color="gray.8" data-state="final">
          FINAL
        </Badge>
      );
    case 'in-progress':
      return (
        <Badge {...common} color="red.7" data-state="in-progress">
          IN PROGRESS
        </Badge>
      );
    case 'starting-soon':
      return (
        <Badge {...common} color="orange.6" data-state="starting-soon" title={formatCountdown(state.msLeft)}>
          STARTING SOON
        </Badge>
      );
    case 'starts-in':
      return (
        <Badge
          {...common}
          color={state.color === 'yellow' ? 'yellow.5' : 'blue.7'}
          data-state={`starts-in-${state.color}`}
          styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
        >
          STARTS IN {formatCountdown(state.msLeft)}
        </Badge>
      );
  }
}
