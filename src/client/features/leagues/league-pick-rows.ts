import type { PickResultValue } from '../../../shared/schemas/games';
import type { LeaguePicksDay, LeaguePicksGame } from '../../../shared/schemas/league-picks';

/** One member's pick on a game, as the league picks screen lists it. */
export interface LeaguePickRow {
  userId: number;
  teamId: number;
  result: PickResultValue | null;
}

/**
 * A game's picks one row a member, in the members' order (the day's `members`, by username): the answer carries
 * them compactly (ADR 0055), the ids on each side in that order, so the two sides are merged, and each pick takes its
 * side's result unless `ownResults` gives it its own.
 */
export function leaguePickRows(game: LeaguePicksGame, members: LeaguePicksDay['members']): LeaguePickRow[] {
  const order = new Map(members.map((m, i) => [m.id, i]));
  const at = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  const own = new Map(game.picks.ownResults.map((r) => [r.userId, r.result]));
  const row = (userId: number, home: boolean): LeaguePickRow => ({
    userId,
    teamId: home ? game.homeTeam.id : game.awayTeam.id,
    result: own.has(userId)
      ? (own.get(userId) ?? null)
      : home
        ? game.picks.homeResult
        : game.picks.awayResult,
  });
  const { home, away } = game.picks;
  const rows: LeaguePickRow[] = [];
  let h = 0;
  let a = 0;
  while (h < home.length || a < away.length) {
    const takeHome = a >= away.length || (h < home.length && at(home[h]!) <= at(away[a]!));
    rows.push(takeHome ? row(home[h++]!, true) : row(away[a++]!, false));
  }
  return rows;
}
