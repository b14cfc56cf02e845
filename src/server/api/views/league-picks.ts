import { addDays, localDay } from '../../../shared/periods';
import type { LeagueGamePicks, LeaguePicksDay, LeaguePicksGame } from '../../../shared/schemas/league-picks';
import type { AppDeps } from '../../deps';
import { isOpenForPicks } from '../../kernel/pick-lock.rules';
import { gradedOutcome, pickResult } from '../../kernel/pick-result.rules';
import { windowOf } from '../../kernel/player-day';
import { findGamesForDay, type GameRowWithTeams } from '../../modules/games/game-record.service';
import { memberIdsOf } from '../../modules/leagues/leagues.service';
import { lockedGamePickCounts, playersNamed, revealedPicks } from '../../modules/picks/game-picks.service';
import { lockedGamePicks, type PickColumns } from '../../modules/picks/locked-picks.service';

// A day of a league's picks: the leagues module says who the members are, the games module gives the day's games,
// the picks module the members' picks, revealed only where a game has locked (decided in its statements: on an
// open game, only the viewer's own pick is read; a locked game's picks are kept per server).

/** Picks on each side of a game, and the home side's share. */
function splitOf(home: number, away: number) {
  const total = home + away;
  return { home, away, homePercent: total === 0 ? 0 : Math.round((100 * home) / total) };
}

const teamOf = (row: GameRowWithTeams, side: 'home' | 'away') =>
  side === 'home'
    ? {
        id: row.home_team_id,
        name: row.home_name,
        primaryColor: row.home_primary,
        secondaryColor: row.home_secondary,
      }
    : {
        id: row.away_team_id,
        name: row.away_name,
        primaryColor: row.away_primary,
        secondaryColor: row.away_secondary,
      };

/**
 * A game's picks as the answer carries them (ADR 0055): the members on each side, in the members' order (`slot`:
 * for each member's rank, the index of their pick in `picks`, or -1), and each side's result under the game's
 * grading; a pick whose result differs from its side's (graded by hand) is listed with its own. On a game still open
 * only the viewer's pick is taken. Marks in `shows` the members whose pick shows.
 */
function compactPicks(
  g: GameRowWithTeams,
  picks: PickColumns,
  slot: Int32Array,
  locked: boolean,
  viewerId: number,
  shows: boolean[],
): LeagueGamePicks {
  const outcome = gradedOutcome({ gradedWinnerTeamId: g.graded_winner_team_id, gradedPush: g.graded_push });
  const homeResult = outcome ? pickResult(outcome, g.home_team_id) : null;
  const awayResult = outcome ? pickResult(outcome, g.away_team_id) : null;
  const out: LeagueGamePicks = { home: [], away: [], homeResult, awayResult, ownResults: [] };
  for (let r = 0; r < slot.length; r++) {
    const i = slot[r]!;
    if (i < 0) continue;
    const userId = picks.users[i]!;
    if (!(locked || userId === viewerId)) continue;
    shows[r] = true;
    // A pick of neither team (the game's teams changed after it) counts as the away side's, as the split did.
    const home = picks.teams[i] === g.home_team_id;
    (home ? out.home : out.away).push(userId);
    const result = picks.results[i] ?? null;
    if (result !== (home ? homeResult : awayResult)) out.ownResults.push({ userId, result });
  }
  return out;
}

/** Picks read as rows (an open game's: the viewer's own) as columns per game, as the kept locked ones are. */
function columnsOf(rows: Awaited<ReturnType<typeof revealedPicks>>): Map<number, PickColumns> {
  const byGame = new Map<number, typeof rows>();
  for (const r of rows) byGame.set(r.game_id, [...(byGame.get(r.game_id) ?? []), r]);
  const out = new Map<number, PickColumns>();
  for (const [id, list] of byGame)
    out.set(id, {
      users: Int32Array.from(list, (r) => r.user_id),
      teams: Int32Array.from(list, (r) => r.selected_team_id),
      results: list.map((r) => r.result ?? null),
    });
  return out;
}

/**
 * The day `date` (the viewer's today when absent) of a league in `timeZone`, as `viewerId` may see it: every
 * member's pick on each game that has locked, with the league's split and the global share; on a game still open,
 * the viewer's own pick alone. Games nobody in the league picked (or, while open, the viewer did not) are left out.
 */
export async function leaguePicksDay(
  deps: AppDeps,
  viewer: { id: number; timezone: string },
  leagueId: number,
  date?: string,
): Promise<LeaguePicksDay> {
  const members = await memberIdsOf(deps, viewer.id, leagueId);
  const now = deps.clock();
  const day = date ?? localDay(now, viewer.timezone).date;
  const window = windowOf(day, viewer.timezone);
  const games = await findGamesForDay(deps.db, window.from, window.to, false);
  const isLocked = (g: GameRowWithTeams) => !isOpenForPicks(g.status, g.scheduled_time, now);
  const lockedGames = games.filter(isLocked);
  const openIds = games.filter((g) => !isLocked(g)).map((g) => g.id);
  // A locked game's picks are kept per server (picks module); an open game's are the viewer's own, read each time.
  // The members' names are read beside them, once a member (only those whose picks show are listed).
  const [locked, open, named, counts] = await Promise.all([
    lockedGamePicks(
      deps.db,
      lockedGames.map((g) => ({
        id: g.id,
        status: g.status,
        scheduledTime: g.scheduled_time,
        gradedWinnerTeamId: g.graded_winner_team_id,
        gradedPush: g.graded_push,
      })),
      members,
      now,
    ),
    revealedPicks(deps.db, openIds, members, viewer.id, now).then(columnsOf),
    playersNamed(deps.db, members),
    lockedGamePickCounts(
      deps.db,
      lockedGames.map((g) => g.id),
    ),
  ]);
  // Each game's picks laid out in the members' order (username ignoring case, then id): a slot per member.
  const rank = new Map(named.map((u, i) => [u.id, i]));
  const shown: LeaguePicksGame[] = [];
  const shows = new Array<boolean>(named.length).fill(false);
  for (const g of games) {
    const gameLocked = isLocked(g);
    const picks = (gameLocked ? locked : open).get(g.id);
    if (!picks) continue;
    const slot = new Int32Array(named.length).fill(-1);
    for (let i = 0; i < picks.users.length; i++) {
      const r = rank.get(picks.users[i]!);
      if (r !== undefined) slot[r] = i;
    }
    const picked = compactPicks(g, picks, slot, gameLocked, viewer.id, shows);
    const count = picked.home.length + picked.away.length;
    if (count === 0) continue;
    const global = counts.get(g.id);
    const globalOf = (teamId: number) => global?.get(teamId) ?? 0;
    shown.push({
      id: g.id,
      sport: g.sport_name,
      scheduledTime: g.scheduled_time.toISOString(),
      status: g.status,
      homeTeam: teamOf(g, 'home'),
      awayTeam: teamOf(g, 'away'),
      homeScore: g.home_score,
      awayScore: g.away_score,
      locked: gameLocked,
      picks: picked,
      league: gameLocked ? splitOf(picked.home.length, picked.away.length) : null,
      global: gameLocked ? splitOf(globalOf(g.home_team_id), globalOf(g.away_team_id)) : null,
    });
  }
  const pickers: LeaguePicksDay['members'] = [];
  for (let i = 0; i < named.length; i++) {
    if (!shows[i]) continue;
    const u = named[i]!;
    pickers.push({
      id: u.id,
      username: u.username,
      firstName: u.first_name,
      lastName: u.last_name,
      avatarKey: u.avatar_key,
    });
  }
  return {
    leagueId,
    date: day,
    timezone: viewer.timezone,
    previousDate: addDays(day, -1),
    nextDate: addDays(day, 1),
    members: pickers,
    games: shown,
  };
}
