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
  const lockedIds = games.filter((g) => !isOpenForPicks(g.status, g.scheduled_time, now)).map((g) => g.id);
  // The members' names are read beside their picks, once a member (only those whose picks show are listed).
  const [picks, named, counts] = await Promise.all([
    revealedPicks(deps.db, ids, members, viewer.id, now),
    playersNamed(deps.db, members),
    lockedGamePickCounts(deps.db, lockedIds),
  ]);
  // Each game's picks laid out in the members' order (username ignoring case, then id): a slot per member.
  const rank = new Map(named.map((u, i) => [u.id, i]));
  const slots = new Map<number, (Revealed | undefined)[]>();
  for (const p of picks) {
    const r = rank.get(p.user_id);
    if (r === undefined) continue;
    let list = slots.get(p.game_id);
    if (!list) {
      list = new Array<Revealed | undefined>(named.length);
      slots.set(p.game_id, list);
    }
    list[r] = p;
  }
  const shown: LeaguePicksGame[] = [];
  const pickers = new Map<number, LeaguePicksDay['members'][number]>();
  for (const g of games) {
    const locked = !isOpenForPicks(g.status, g.scheduled_time, now);
    const list = slots.get(g.id);
    if (!list) continue;
    const theirs: LeaguePicksGame['picks'] = [];
    let home = 0;
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      if (!p || !(locked || p.user_id === viewer.id)) continue;
      theirs.push({ userId: p.user_id, teamId: p.selected_team_id, result: p.result ?? null });
      if (p.selected_team_id === g.home_team_id) home += 1;
      if (pickers.has(p.user_id)) continue;
      const u = named[i]!;
      pickers.set(u.id, {
        id: u.id,
        username: u.username,
        firstName: u.first_name,
        lastName: u.last_name,
        avatarKey: u.avatar_key,
      });
    }
    if (theirs.length === 0) continue;
    const global = counts.get(g.id);
    const count = (teamId: number) => global?.get(teamId) ?? 0;
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
      picks: theirs,
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
