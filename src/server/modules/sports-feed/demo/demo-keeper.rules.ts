import { PERIOD_TIMEZONE } from '../../../../shared/constants';
import { addDays, localDay } from '../../../../shared/periods';
import { zonedTimeToInstant } from '../../../../shared/zoned-time';
import type { LeagueSlug } from '../sports-feed';
import { simulateDemoGame } from './demo-simulation.rules';
import { SeededRandom } from './seeded-random';

// Which demo games the keeper adds so the demo never runs dry. Every game it plans has an event id made
// from what it is (its day and slot, or its start), so planning again, on any instance, names the same
// games, and the unique (provider, provider_event_id) index turns a second insert into nothing.
//
//   today and tomorrow (New York): a day with none of its slate yet gets the whole slate; slots already
//     past start behind now and are played to their finals by the live poller. A day that has some of
//     its slate is left alone, so a game an admin deleted does not come back.
//   one live game: when no demo game is live now, one that started 25 minutes ago (the seed's "always
//     live" game is this one).
//   one game about to start: when no demo game starts within the next hour, one 15-30 minutes ahead.

export const DEMO_EVENT_PREFIX = 'demo-';
export const DEMO_ZONE = PERIOD_TIMEZONE;
/** How often the keeper looks, besides whenever the day changes. */
export const KEEPER_EVERY_MS = 5 * 60_000;

const MINUTE = 60_000;
const SOON_WITHIN_MS = 60 * MINUTE;

/** A day's slate: New York start times and leagues, the way a real Saturday or Sunday spreads out. */
export const DEMO_SLATE: readonly { time: string; league: LeagueSlug }[] = [
  { time: '10:00', league: 'eng.1' },
  { time: '12:30', league: 'esp.1' },
  { time: '13:00', league: 'nfl' },
  { time: '13:05', league: 'mlb' },
  { time: '15:30', league: 'college-football' },
  { time: '16:25', league: 'nfl' },
  { time: '19:10', league: 'mlb' },
  { time: '19:30', league: 'nba' },
  { time: '20:00', league: 'usa.1' },
  { time: '22:30', league: 'nba' },
];

/** Leagues of the live and the soon game, chosen by the game's id. */
const FILLER_LEAGUES: readonly LeagueSlug[] = [
  'nba',
  'eng.1',
  'nfl',
  'mlb',
  'usa.1',
  'college-football',
  'esp.1',
];

export interface DemoGameRef {
  eventId: string;
  league: LeagueSlug;
  start: Date;
  status: 'scheduled' | 'live' | 'completed';
}

export interface DemoDraft {
  eventId: string;
  league: LeagueSlug;
  start: Date;
  homeTeamId: number;
  awayTeamId: number;
}

/** Team ids of each league, in a stable order (by id), so every instance pairs the same teams. */
export type LeagueTeams = ReadonlyMap<LeagueSlug, readonly number[]>;

const compactDay = (day: string) => day.replaceAll('-', '');
/** '202611211935': a start to the minute, UTC. */
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace(/[-T:]/g, '');

export const slotEventId = (day: string, slot: number) => `${DEMO_EVENT_PREFIX}${compactDay(day)}-${slot}`;
const daySlatePrefix = (day: string) => `${DEMO_EVENT_PREFIX}${compactDay(day)}-`;

/** Today and tomorrow in the demo's time zone. */
export const demoDays = (now: Date): [string, string] => {
  const today = localDay(now, DEMO_ZONE).date;
  return [today, addDays(today, 1)];
};

/** The games the keeper reads: from six hours before today began (late games still running) to the end of tomorrow. */
export function keeperWindow(now: Date): { from: Date; to: Date } {
  const [today] = demoDays(now);
  return {
    from: new Date(zonedTimeToInstant(today, '00:00', DEMO_ZONE).getTime() - 6 * 60 * MINUTE),
    to: zonedTimeToInstant(addDays(today, 2), '00:00', DEMO_ZONE),
  };
}

/** A day's slate, teams paired from a generator seeded by the day, no team twice in a day where possible. */
function daySlate(day: string, teams: LeagueTeams): DemoDraft[] {
  const random = new SeededRandom(`slate:${day}`);
  const used = new Set<number>();
  const drafts: DemoDraft[] = [];
  DEMO_SLATE.forEach(({ time, league }, slot) => {
    const all = teams.get(league) ?? [];
    const fresh = all.filter((id) => !used.has(id));
    const pool = fresh.length >= 2 ? fresh : all;
    if (pool.length < 2) return;
    const [home, away] = random.pair(pool);
    used.add(home).add(away);
    const start = zonedTimeToInstant(day, time, DEMO_ZONE);
    drafts.push({ eventId: slotEventId(day, slot), league, start, homeTeamId: home, awayTeamId: away });
  });
  return drafts;
}

/** A single game (the live one or the soon one) of a league chosen by its id, or null with no teams at all. */
function filler(kind: 'live' | 'soon', start: Date, teams: LeagueTeams): DemoDraft | null {
  const eventId = `${DEMO_EVENT_PREFIX}${kind}-${stamp(start)}`;
  const random = new SeededRandom(eventId);
  const first = random.int(0, FILLER_LEAGUES.length - 1);
  for (let i = 0; i < FILLER_LEAGUES.length; i++) {
    const league = FILLER_LEAGUES[(first + i) % FILLER_LEAGUES.length]!;
    const pool = teams.get(league) ?? [];
    if (pool.length < 2) continue;
    const [home, away] = random.pair(pool);
    return { eventId, league, start, homeTeamId: home, awayTeamId: away };
  }
  return null;
}

const floorTo = (at: number, step: number) => Math.floor(at / step) * step;
const ceilTo = (at: number, step: number) => Math.ceil(at / step) * step;

/** The demo games to add at `now`, given the demo games of keeperWindow(now) and each league's teams. */
export function planDemoGames(now: Date, existing: readonly DemoGameRef[], teams: LeagueTeams): DemoDraft[] {
  const drafts: DemoDraft[] = [];
  for (const day of demoDays(now)) {
    const prefix = daySlatePrefix(day);
    if (!existing.some((g) => g.eventId.startsWith(prefix))) drafts.push(...daySlate(day, teams));
  }
  const open = [...existing.filter((g) => g.status !== 'completed'), ...drafts];
  const isLive = (g: { league: LeagueSlug; eventId: string; start: Date }) =>
    simulateDemoGame(g.league, g.eventId, g.start, now).status === 'live';
  const startsSoon = (g: { start: Date }) =>
    g.start.getTime() > now.getTime() && g.start.getTime() <= now.getTime() + SOON_WITHIN_MS;

  if (!open.some(isLive)) {
    const live = filler('live', new Date(floorTo(now.getTime() - 25 * MINUTE, 5 * MINUTE)), teams);
    if (live) drafts.push(live);
  }
  if (!open.some(startsSoon)) {
    const soon = filler('soon', new Date(ceilTo(now.getTime() + 15 * MINUTE, 15 * MINUTE)), teams);
    if (soon) drafts.push(soon);
  }
  return drafts;
}

export interface KeeperRun {
  at: Date;
  day: string;
}

/** Whether the keeper should look again: never yet, KEEPER_EVERY_MS since the last look, or a new day. */
export const isKeeperDue = (last: KeeperRun | null, now: Date): boolean =>
  last === null ||
  now.getTime() - last.at.getTime() >= KEEPER_EVERY_MS ||
  localDay(now, DEMO_ZONE).date !== last.day;
