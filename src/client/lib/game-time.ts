/** Short labels of the time zones a player can choose (player.md section 9: ET, CT, MT, PT). */
const ZONE_LABELS: Record<string, string> = {
  'America/New_York': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Anchorage': 'AKT',
  'Pacific/Honolulu': 'HT',
  UTC: 'UTC',
};

/** The label of a zone; the spec's defaults are EST on the home page and MT on game cards. */
export function zoneLabel(timeZone: string | undefined, fallback: 'EST' | 'MT'): string {
  return (timeZone && ZONE_LABELS[timeZone]) || fallback;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** '7:30 PM' in the zone. */
export function clockTime(iso: string, timeZone: string): string {
  let format = timeFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormatters.set(timeZone, format);
  }
  return format.format(new Date(iso));
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

/** '2h 05m 09s', '5m 09s' or '9s': hours, minutes and seconds left. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}
