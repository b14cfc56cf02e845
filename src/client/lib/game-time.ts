import { zoneLabel } from '../../shared/time-zones';
import { intlLocale } from '../i18n/i18n';

// Zone labels are src/shared/time-zones.ts's, the same on every screen, e-mail and push (ET, CET); the times of
// day and dates around them are written as the app's language writes them ('7:30 PM' in English, '7:30 p.m.' in
// Spanish), through Intl.
export { zoneLabel };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: 'clock' | 'day', timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      locale,
      kind === 'clock'
        ? { timeZone, hour: 'numeric', minute: '2-digit' }
        : { timeZone, weekday: 'short', month: 'short', day: 'numeric' },
    );
    formats.set(key, found);
  }
  return found;
}

const instantOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** '7:30 PM' in the zone. */
export function clockTime(at: Date | string, timeZone: string): string {
  return format('clock', timeZone).format(instantOf(at));
}

/** '7:30 PM ET', '8:00 PM BST': a time of day with its zone's label. */
export function zonedClockTime(at: Date | string, timeZone: string): string {
  const instant = instantOf(at);
  return `${clockTime(instant, timeZone)} ${zoneLabel(timeZone, instant)}`;
}

/** 'Sat, Nov 21, 7:30 PM ET': a day and time with the zone's label. */
export function zonedDateTime(at: Date | string, timeZone: string): string {
  const instant = instantOf(at);
  return `${format('day', timeZone).format(instant)}, ${zonedClockTime(instant, timeZone)}`;
}

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
 * ('1d 08h 49m'), so tomorrow's games do not read as '32h 49m 00s' (docs/rules.md, "The game list"). Without
 * seconds (the player stopped them: lib/countdown-seconds.ts) '2h 05m', '5m' or '0m'.
 */
export function formatCountdown(msLeft: number, seconds = true): string {
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
  if (!seconds) return h > 0 ? `${h}h ${pad(m)}m` : `${m}m`;
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}
