import { addDays, localDay } from '../../../shared/periods';
import type { LeaguePicksDay, LeaguePicksGame } from '../../../shared/schemas/league-picks';
import type { AppDeps } from '../../deps';
import { isOpenForPicks } from '../../kernel/pick-lock.rules';
import { windowOf } from '../../kernel/player-day';
import { findGamesForDay, type GameRowWithTeams } from '../../modules/games/game-record.service';
import { memberIdsOf } from '../../modules/leagues/leagues.service';
import { lockedGamePickCounts, playersNamed, revealedPicks } from '../../modules/picks/game-picks.service';

// A day of a league's picks: the leagues module says who the members are, the games module gives the day's games,
// the picks module the members' picks, revealed only where a game has locked (decided in its statement).

type Revealed = Awaited<ReturnType<typeof revealedPicks>>[number];

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
  const ids = games.map((g) => g.id);
  const picks = await revealedPicks(deps.db, ids, members, viewer.id, now);
  const lockedIds = games.filter((g) => !isOpenForPicks(g.status, g.scheduled_time, now)).map((g) => g.id);
  const [named, counts] = await Promise.all([
    playersNamed(deps.db, [...new Set(picks.map((p) => p.user_id))]),
    lockedGamePickCounts(deps.db, lockedIds),
  ]);
  // Each game's picks in the pickers' order (username ignoring case, then id), each picker named once.
  const rank = new Map(named.map((u, i) => [u.id, i]));
  const byGame = new Map<number, Revealed[]>();
  for (const p of picks) {
    const list = byGame.get(p.game_id);
    if (list) list.push(p);
    else byGame.set(p.game_id, [p]);
  }
  for (const list of byGame.values()) list.sort((a, b) => rank.get(a.user_id)! - rank.get(b.user_id)!);
  const nameOf = new Map(named.map((u) => [u.id, u]));
  const shown: LeaguePicksGame[] = [];
  const pickers = new Map<number, LeaguePicksDay['members'][number]>();
  for (const g of games) {
    const locked = !isOpenForPicks(g.status, g.scheduled_time, now);
    const theirs = (byGame.get(g.id) ?? []).filter((p) => locked || p.user_id === viewer.id);
    if (theirs.length === 0) continue;
    for (const p of theirs) {
      const u = nameOf.get(p.user_id);
      if (!u || pickers.has(u.id)) continue;
      pickers.set(u.id, {
        id: u.id,
        username: u.username,
        firstName: u.first_name,
        lastName: u.last_name,
        avatarKey: u.avatar_key,
      });
    }
    const global = counts.get(g.id);
    const count = (teamId: number) => global?.get(teamId) ?? 0;
    let home = 0;
    for (const p of theirs) if (p.selected_team_id === g.home_team_id) home += 1;
    shown.push({
      id: g.id,
      sport: g.sport_name,
      scheduledTime: g.scheduled_time.toISOString(),
      status: g.status,
      homeTeam: teamOf(g, 'home'),
      awayTeam: teamOf(g, 'away'),
      homeScore: g.home_score,
      awayScore: g.away_score,
      locked,
      picks: theirs.map((p) => ({ userId: p.user_id, teamId: p.selected_team_id, result: p.result ?? null })),
      league: locked ? splitOf(home, theirs.length - home) : null,
      global: locked ? splitOf(count(g.home_team_id), count(g.away_team_id)) : null,
    });
  }
  return {
    leagueId,
    date: day,
    timezone: viewer.timezone,
    previousDate: addDays(day, -1),
    nextDate: addDays(day, 1),
    members: [...pickers.values()],
    games: shown,
  };
}
