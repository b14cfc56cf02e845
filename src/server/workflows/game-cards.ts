import { DEFAULT_TIMEZONE } from '../../shared/constants';
import type { Game, GameDay, GameList } from '../../shared/schemas/games';
import type { AppDeps } from '../deps';
import { maxDailyPicks } from '../kernel/daily-cap';
import { dayWindow } from '../kernel/player-day';
import { findGamesByIds, findGamesForDay, type GameRowWithTeams } from '../modules/games/game-record.service';
import { toGame, type ViewerFacts } from '../modules/games/games.mapper';
import { pickStatsFor } from '../modules/games/games.rules';
import { countPicksByTeam, findUserPicksForGames } from '../modules/picks/game-picks.service';
import { canPick } from '../modules/picks/picks.rules';
import { picksOfTheDay } from '../modules/picks/picks.service';
import type { DB } from '../platform/db/client';
import { databaseNow } from '../platform/db/now';
import type { UserRow } from '../platform/db/schema';

// A game card as every screen shows it: the game (games) with its pick stats and the viewer's pick (picks). The
// lists, the live feed, the admin's tabs and the answers of score entry and game edits all read it here.

export interface Viewer {
  user: UserRow;
  now: Date;
  picksToday: number;
}

/** Games with their pick stats and, for a signed-in viewer, their pick and whether they may pick. */
export async function presentGames(db: DB, rows: GameRowWithTeams[], viewer: Viewer | null): Promise<Game[]> {
  const ids = rows.map((r) => r.id);
  const [counts, picks] = await Promise.all([
    countPicksByTeam(db, ids),
    viewer ? findUserPicksForGames(db, viewer.user.id, ids) : Promise.resolve([]),
  ]);
  const maxDaily = viewer ? maxDailyPicks(viewer.user.subscription_tier) : null;
  return rows.map((row) => {
    const stats = pickStatsFor(
      counts.filter((c) => c.game_id === row.id).map((c) => ({ teamId: c.selected_team_id, count: c.count })),
      row.home_team_id,
      row.away_team_id,
    );
    if (!viewer) return toGame(row, stats, null);
    const mine = picks.find((p) => p.game_id === row.id);
    const facts: ViewerFacts = {
      pick: mine
        ? {
            id: mine.id,
            selectedTeamId: mine.selected_team_id,
            result: mine.result,
            pickedAt: mine.picked_at,
          }
        : null,
      canPick: canPick({
        game: { status: row.status, scheduledTime: row.scheduled_time },
        now: viewer.now,
        hasPick: mine !== undefined,
        picksToday: viewer.picksToday,
        maxDaily,
      }),
    };
    return toGame(row, stats, facts);
  });
}

/** Games of these ids with their teams, as `toGame` and the live feeds read them (unknown ids left out). */
export const gamesWithTeams = (db: DB, ids: readonly number[]): Promise<GameRowWithTeams[]> =>
  findGamesByIds(db, ids);

/** Games of these ids as every screen shows them, without a viewer's pick. */
export async function gamesByIds(db: DB, ids: readonly number[]): Promise<Game[]> {
  return presentGames(db, await findGamesByIds(db, ids), null);
}

export interface GameListRead {
  list: GameList;
  /** The listed day as instants [from, to), and the database clock it was read at. */
  from: Date;
  to: Date;
  now: Date;
  /** A signed-in viewer's picks made today (against the cap) and the cap; null when signed out. */
  viewer: { picksToday: number; maxDaily: number | null } | null;
}

/** The list with what it was computed from: live.games keeps these to judge later changes. */
export async function readGameList(deps: AppDeps, user: UserRow | null, day: GameDay): Promise<GameListRead> {
  const now = await databaseNow(deps.db);
  const timezone = user?.timezone ?? DEFAULT_TIMEZONE;
  const window = dayWindow(now, timezone, day);
  const rows = await findGamesForDay(deps.db, window.from, window.to, day === 'today');
  let viewer: Viewer | null = null;
  if (user) viewer = { user, now, picksToday: (await picksOfTheDay(deps.db, user, now)).count };
  const list: GameList = {
    day,
    date: window.date,
    timezone,
    serverTime: now.toISOString(),
    games: await presentGames(deps.db, rows, viewer),
  };
  return {
    list,
    from: window.from,
    to: window.to,
    now,
    viewer: viewer && {
      picksToday: viewer.picksToday,
      maxDaily: maxDailyPicks(viewer.user.subscription_tier),
    },
  };
}

/** Today's (with every live game) or tomorrow's games in the viewer's time zone. */
export async function listGames(deps: AppDeps, user: UserRow | null, day: GameDay): Promise<GameList> {
  return (await readGameList(deps, user, day)).list;
}
