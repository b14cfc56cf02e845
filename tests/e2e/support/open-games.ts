import { TIMEZONES, type Timezone } from '../../../src/shared/constants';
import { localDay } from '../../../src/shared/periods';
import type { Game } from '../../../src/shared/schemas/games';
import { pickableGames, type SignedIn, signInAsAdmin } from './api';
import type { StartedServer } from './server';

// The demo's slate runs 10:00-22:30 New York time, so a journey late in the evening (or near midnight) finds
// no game of "today" far enough ahead. These helpers make the journeys independent of the hour: the admin
// adds games, and near the end of the player's day the player moves to the allowed time zone with the most
// of its day left.

const MINUTE = 60_000;

/** Minutes left in the local day of `zone` at `now`. */
function minutesLeft(zone: Timezone, now: Date): number {
  const today = localDay(now, zone).date;
  let low = 0;
  let high = 24 * 60;
  // The last minute still on the same local day (DST-safe: asks the calendar, not an offset).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (localDay(new Date(now.getTime() + mid * MINUTE), zone).date === today) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * `count` of today's games the player may pick, each starting at least `minutesAhead` from now. Makes them
 * when the demo has too few: moves the player to the zone with the most day left if theirs ends too soon,
 * and has the admin create the games, five minutes apart.
 */
export async function ensureOpenGames(
  server: StartedServer,
  player: SignedIn,
  count: number,
  minutesAhead = 30,
): Promise<Game[]> {
  const soon = () => Date.now() + minutesAhead * MINUTE;
  const open = async () =>
    (await pickableGames(player.api, 'today')).filter((g) => Date.parse(g.scheduledTime) > soon());
  let games = await open();
  if (games.length >= count) return games.slice(0, count);

  const needed = minutesAhead + 10 + count * 5 + 15;
  const now = new Date();
  if (minutesLeft(player.user.timezone, now) < needed) {
    const zone = [...TIMEZONES].sort((a, b) => minutesLeft(b, now) - minutesLeft(a, now))[0]!;
    const u = player.user;
    await player.api.call('PUT', '/user/settings', {
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      timezone: zone,
      emailNotifications: u.emailNotifications,
      pushNotifications: u.pushNotifications,
    });
    player.user = { ...u, timezone: zone };
    games = await open();
  }

  const admin = await signInAsAdmin(server);
  const teams = await admin.api.call<{ id: number; sport: string }[]>('GET', '/teams');
  const nfl = teams.filter((t) => t.sport === 'NFL');
  for (let i = 0; i < count - games.length; i++) {
    const home = nfl[(2 * i) % nfl.length];
    const away = nfl[(2 * i + 1) % nfl.length];
    if (!home || !away) throw new Error('the demo has no NFL teams');
    await admin.api.call('POST', '/admin/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      scheduledTime: new Date(Date.now() + (minutesAhead + 10 + i * 5) * MINUTE).toISOString(),
    });
  }
  games = await open();
  if (games.length < count) throw new Error(`only ${games.length} open games today, ${count} needed`);
  return games.slice(0, count);
}
