// Times of day and their zone labels are src/shared/time-zones.ts's, the same on every screen, e-mail and push.
export { clockTime, zonedClockTime, zonedDateTime, zoneLabel } from '../../shared/time-zones';

export type CountdownState =
  | { kind: 'final' }
  | { kind: 'in-progress' }
  | { kind: 'starting-soon'; msLeft: number }
  | { kind: 'starts-in'; msLeft: number; color: 'yellow' | 'blue' };

const MINUTE = 60_000;
export const STARTING_SOON_MS = 30 * MINUTE;
export const SOON_MS = 60 * MINUTE;

/** The badge of a game at an instant (player.md section 4, countdown badge). */
export function countdownState(
  game: { status: 'scheduled' | 'live' | 'completed'; scheduledTime: string },
  nowMs: number,
): CountdownState {
  if (game.status === 'completed') return { kind: 'final' };
  const msLeft = Date.parse(game.scheduledTime) - nowMs;
  // A game past its start counts as under way even before the server marks it live.
  if (game.status === 'live' || msLeft <= 0) return { kind: 'in-progress' };
  if (msLeft < STARTING_SOON_MS) return { kind: 'starting-soon', msLeft };
  return { kind: 'starts-in', msLeft, color: msLeft < SOON_MS ? 'yellow' : 'blue' };
}

const DAY_S = 24 * 3600;

/**
 * '2h 05m 09s', '5m 09s' or '9s': hours, minutes and seconds left; a day or more ahead, days, hours and minutes
 * ('1d 08h 49m'), so tomorrow's games do not read as '32h 49m 00s' (docs/rules.md, "The game list").
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  if (total >= DAY_S) {
    const d = Math.floor(total / DAY_S);
    const dh = Math.floor((total % DAY_S) / 3600);
    const dm = Math.floor((total % 3600) / 60);
    return `${d}d ${String(dh).padStart(2, '0')}h ${String(dm).padStart(2, '0')}m`;
  }
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}
