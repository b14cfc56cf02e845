import { seedDemoData } from '../../../db/seeds/demo';
import { gameUpdated } from '../../../src/server/kernel/domain-events';
import type { EventBus } from '../../../src/server/kernel/events';
import { setLiveState } from '../../../src/server/modules/games/live-scores.repo';
import type { DB } from '../../../src/server/platform/db/client';
import { databaseNow } from '../../../src/server/platform/db/now';
import { TIMEZONES } from '../../../src/shared/constants';
import { localDay } from '../../../src/shared/periods';
import { monotonicMs } from '../toolkit/time';

// The fan-out benchmark's data: the demo data plus three live games of its own, the picks on them, and
// live score changes written the way the live-scores poller writes them.

/** A live game of the benchmark and the score, period and clock label it shows now. */
export interface LiveGame {
  id: number;
  home: number;
  away: number;
  period: number;
  clockSeconds: number;
}

/** The next state a feed poll would write: the clock runs, now and then someone scores. */
export function advance(game: LiveGame, step: number): LiveGame {
  let { home, away, period, clockSeconds } = game;
  clockSeconds -= 37;
  if (clockSeconds <= 0) {
    period = period >= 4 ? 4 : period + 1;
    clockSeconds = 15 * 60;
  }
  if (step % 3 === 0) home += 3;
  if (step % 5 === 0) away += 7;
  return { ...game, home, away, period, clockSeconds };
}
export const clockLabel = (g: LiveGame) =>
  `Q${g.period} ${Math.floor(g.clockSeconds / 60)}:${String(g.clockSeconds % 60).padStart(2, '0')}`;

/** What the live-scores poller does for a live change: one statement, then game.updated after it. */
export async function writeLiveScore(
  db: DB,
  bus: Pick<EventBus, 'publish'>,
  game: LiveGame,
): Promise<{ committed: number }> {
  const written = await setLiveState(
    db,
    game.id,
    {
      homeScore: game.home,
      awayScore: game.away,
      currentPeriod: game.period,
      timeRemaining: clockLabel(game),
    },
    new Date(),
  );
  const committed = monotonicMs();
  if (!written) throw new Error(`game ${game.id} is completed; a live score cannot be written`);
  await bus.publish([gameUpdated(game.id)]);
  return { committed };
}

/**
 * `minutesAgo` before `now`, or later if that was another day than `now` in one of the players' time zones:
 * a completed game of yesterday leaves today's list, and the benchmark completes its games (by a score
 * entry) and waits for their messages, so a run just after a midnight needs its games to start after it.
 */
function startedToday(now: Date, minutesAgo: number): Date {
  const today = TIMEZONES.map((zone) => localDay(now, zone).date);
  const sameDay = (at: Date) => TIMEZONES.every((zone, i) => localDay(at, zone).date === today[i]);
  let start = new Date(now.getTime() - minutesAgo * 60_000);
  while (!sameDay(start)) start = new Date(start.getTime() + 60_000);
  return start;
}

/**
 * The demo data (teams, players with histories, today's and tomorrow's slates) plus three live games of
 * the benchmark's own, copied from today's demo games (teams, records, pick texts) but without a feed id,
 * so only the benchmark changes them. The demo player (`demoPlayer`, a username) has a pick on the first one.
 */
export async function prepareData(db: DB, demoPlayer: string): Promise<{ games: LiveGame[] }> {
  await seedDemoData(db, new Date());
  const now = await databaseNow(db);
  const templates = await db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .selectAll('g')
    .where('g.provider_event_id', 'like', 'demo-%')
    .where('s.name', 'in', ['NFL', 'NBA', 'College Football', 'MLB'])
    .orderBy('g.scheduled_time')
    .limit(3)
    .execute();
  if (templates.length < 3) throw new Error('the demo data has fewer than three team games to copy');
  const games: LiveGame[] = [];
  for (const [i, template] of templates.entries()) {
    const { id: _id, provider: _provider, provider_event_id: _eventId, ...copy } = template;
    const state = { home: 10 + i, away: 7, period: 2, clockSeconds: 8 * 60 + 41 };
    const row = await db
      .insertInto('games')
      .values({
        ...copy,
        scheduled_time: startedToday(now, 30 + 25 * i),
        status: 'live',
        home_score: state.home,
        away_score: state.away,
        current_period: state.period,
        time_remaining: clockLabel({ id: 0, ...state }),
        winner_team_id: null,
        is_push: false,
        is_free_pick: false,
        completed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'home_team_id'])
      .executeTakeFirstOrThrow();
    games.push({ id: row.id, ...state });
  }
  const player = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', demoPlayer)
    .executeTakeFirstOrThrow();
  await addPicks(db, games[0]!.id, [player.id]);
  return { games };
}

/** Picks made before the start (the API refuses picks on a live game; the benchmark writes them). */
export async function addPicks(db: DB, gameId: number, userIds: number[]): Promise<void> {
  const game = await db
    .selectFrom('games')
    .select('home_team_id')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('picks')
    .values(userIds.map((user_id) => ({ user_id, game_id: gameId, selected_team_id: game.home_team_id })))
    .execute();
}
