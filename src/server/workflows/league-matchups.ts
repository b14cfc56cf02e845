import { displayName } from '../../shared/display-name';
import type { HeadToHeadLine, LeagueMatchups, MatchupWeek } from '../../shared/schemas/league-matchups';
import type { AppDeps } from '../deps';
import { keyColumn } from '../kernel/board-order.sql';
import { playerNamesOf, weekEntriesOf } from '../modules/leaderboard/leaderboard.service';
import { assertMember } from '../modules/leagues/leagues.service';
import {
  headToHeadTable,
  matchupOutcome,
  seasonOf,
  type WeekRecord,
} from '../modules/leagues/matchups.rules';
import { currentWeek, matchupsOfWeeks, weekMatchupsOf } from '../modules/leagues/matchups.service';

// Weekly head-to-head as the api and the weekly recap read it (ADR 0049): the leagues module says who plays whom each week, the
// weekly board (leaderboard module) says each player's record in that week: its wins, and its graded picks less wins
// and pushes as losses, as the weekly recap counts them.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Pairing = { home: number; away: number | null };
type Record = WeekRecord & { pushes: number };

const WINS = keyColumn('weekly', 'wins');
const NO_RECORD: Record = { wins: 0, losses: 0, pushes: 0 };

/** Some players' records in a week, by id (a player with no graded pick that week: 0-0). */
async function recordsOf(deps: Deps, week: string, ids: readonly number[]): Promise<Map<number, Record>> {
  const entries = await weekEntriesOf(deps, week, ids);
  return new Map(
    entries.map((e) => {
      const wins = Number(e[WINS]);
      return [e.user_id, { wins, losses: e.picks - wins - e.pushes, pushes: e.pushes }];
    }),
  );
}

const playersOf = (pairs: readonly Pairing[]) =>
  pairs.flatMap((p) => (p.away === null ? [p.home] : [p.home, p.away]));

async function namesOf(deps: Deps, ids: readonly number[]) {
  const rows = await playerNamesOf(deps, [...new Set(ids)]);
  return new Map(
    rows.map((u) => [
      u.id,
      {
        id: u.id,
        username: u.username,
        firstName: u.first_name,
        lastName: u.last_name,
        avatarKey: u.avatar_key,
      },
    ]),
  );
}

/** A league's matchups of this week with both players' records so far (none when it has no pairings yet). */
export async function thisWeekOf(deps: Deps, leagueId: number): Promise<MatchupWeek> {
  const { week } = currentWeek(deps.clock());
  const pairs = await matchupsOfWeeks(deps.db, leagueId, week, week);
  const ids = playersOf(pairs);
  const [records, names] = await Promise.all([recordsOf(deps, week, ids), namesOf(deps, ids)]);
  const player = (id: number) => ({ ...names.get(id)!, ...(records.get(id) ?? NO_RECORD) });
  return {
    week,
    matchups: pairs
      .filter((p) => names.has(p.home) && (p.away === null || names.has(p.away)))
      .map((p) => {
        const home = player(p.home);
        const away = p.away === null ? null : player(p.away);
        return { home, away, leader: away ? matchupOutcome(home, away) : null };
      }),
  };
}

/** The season's table: every finished week of this season (its year) before this one, each matchup's outcome. */
async function seasonTable(
  deps: Deps,
  leagueId: number,
): Promise<{ season: string; table: HeadToHeadLine[] }> {
  const { week, previous } = currentWeek(deps.clock());
  const season = seasonOf(week);
  const pairs = await matchupsOfWeeks(deps.db, leagueId, `${season}-01-01`, previous);
  const byWeek = new Map<string, Pairing[]>();
  for (const p of pairs) byWeek.set(p.week, [...(byWeek.get(p.week) ?? []), p]);
  const played: { home: number; away: number; outcome: ReturnType<typeof matchupOutcome> }[] = [];
  for (const [w, weekPairs] of byWeek) {
    const records = await recordsOf(deps, w, playersOf(weekPairs));
    for (const p of weekPairs) {
      if (p.away === null) continue;
      const home = records.get(p.home) ?? NO_RECORD;
      const away = records.get(p.away) ?? NO_RECORD;
      played.push({ home: p.home, away: p.away, outcome: matchupOutcome(home, away) });
    }
  }
  const lines = headToHeadTable(played);
  const names = await namesOf(
    deps,
    lines.map((l) => l.userId),
  );
  return {
    season,
    table: lines.flatMap((l) => {
      const name = names.get(l.userId);
      return name ? [{ ...name, wins: l.wins, losses: l.losses, ties: l.ties }] : [];
    }),
  };
}

/** A league's weekly head-to-head, to its members only (anyone else: the 404 of a league that does not exist). */
export async function leagueMatchups(
  deps: AppDeps,
  userId: number,
  leagueId: number,
): Promise<LeagueMatchups> {
  await assertMember(deps, userId, leagueId);
  const [thisWeek, { season, table }] = await Promise.all([
    thisWeekOf(deps, leagueId),
    seasonTable(deps, leagueId),
  ]);
  return { thisWeek, season, table };
}

/** How a player's matchup of a finished week ended, for the weekly recap. */
export interface MatchupResult {
  opponent: string | null;
  outcome: 'won' | 'lost' | 'tied' | 'bye';
  mine: Record;
  theirs: Record;
}

/**
 * Some players' results in their leagues' matchups of a finished week (for the weekly recap), by player and league:
 * one read of the leagues' matchups, one of the records and one of the names, whatever the number of players.
 */
export async function matchupResultsOf(
  deps: Deps,
  leaguesByPlayer: ReadonlyMap<number, readonly number[]>,
  week: string,
): Promise<Map<number, Map<number, MatchupResult>>> {
  const pairs = await weekMatchupsOf(deps.db, [...leaguesByPlayer.values()].flat(), week);
  const wanted = (leagueId: number, userId: number) =>
    leaguesByPlayer.get(userId)?.includes(leagueId) ?? false;
  const mine = pairs.filter(
    (p) => wanted(p.leagueId, p.home) || (p.away !== null && wanted(p.leagueId, p.away)),
  );
  const ids = playersOf(mine);
  const [records, names] = await Promise.all([recordsOf(deps, week, ids), namesOf(deps, ids)]);
  const results = new Map<number, Map<number, MatchupResult>>();
  const put = (userId: number, leagueId: number, opponentId: number | null) => {
    if (!wanted(leagueId, userId)) return;
    const myRecord = records.get(userId) ?? NO_RECORD;
    const theirs = opponentId === null ? NO_RECORD : (records.get(opponentId) ?? NO_RECORD);
    const opponent = opponentId === null ? undefined : names.get(opponentId);
    const outcome = matchupOutcome(myRecord, theirs);
    const byLeague = results.get(userId) ?? new Map<number, MatchupResult>();
    byLeague.set(leagueId, {
      opponent: opponent ? displayName(opponent) : null,
      outcome:
        opponentId === null ? 'bye' : outcome === 'home' ? 'won' : outcome === 'away' ? 'lost' : 'tied',
      mine: myRecord,
      theirs,
    });
    results.set(userId, byLeague);
  };
  for (const p of mine) {
    put(p.home, p.leagueId, p.away);
    if (p.away !== null) put(p.away, p.leagueId, p.home);
  }
  return results;
}
