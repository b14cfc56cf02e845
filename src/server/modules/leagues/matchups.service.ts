import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { addDays, weekStart } from '../../../shared/periods';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import type { DB } from '../../platform/db/client';
import {
  deleteWeek,
  dropFromWeek,
  insertMatchups,
  leaguesToPair,
  leaguesWithMembers,
  matchupsBetween,
  matchupsOfLeagues,
} from './matchups.repo';
import { weekPairings, weekPlayers } from './matchups.rules';

// Weekly head-to-head (ADR 0049): the week's start pairs every league of two or more members; a league made this week
// is paired (again) whenever a member joins or leaves it; in a later week a leaver's opponent gets a bye.

/** Leagues paired per statement by the week's start job. */
const PAIR_CHUNK = 5_000;

/** The instant a week (its Monday) begins: midnight in New York, as the weekly board's week. */
export const weekBegins = (week: string) => zonedTimeToInstant(week, '00:00', PERIOD_TIMEZONE);

type LeagueToPair = Awaited<ReturnType<typeof leaguesWithMembers>>[number];

function pairingsOf(league: LeagueToPair, week: string, begins = weekBegins(week)) {
  const firstWeek = weekStart(league.createdAt);
  const players = weekPlayers(league.members, firstWeek, week, begins);
  return weekPairings(players, firstWeek, week).map((p) => ({ leagueId: league.id, week, ...p }));
}

/**
 * Pairs every league not yet paired for the week of `now` (two or more members who joined before it began), up to
 * `limit` leagues; how many. Safe to run again: a paired league is skipped.
 */
export async function pairWeek(trx: DB, now: Date, limit = Number.MAX_SAFE_INTEGER): Promise<number> {
  const week = weekStart(now);
  const begins = weekBegins(week);
  let paired = 0;
  while (paired < limit) {
    const ids = await leaguesToPair(trx, week, begins, Math.min(PAIR_CHUNK, limit - paired));
    if (ids.length === 0) break;
    const leagues = await leaguesWithMembers(trx, ids);
    await insertMatchups(
      trx,
      leagues.flatMap((l) => pairingsOf(l, week, begins)),
    );
    paired += ids.length;
  }
  return paired;
}

/**
 * After a join or a leave in `trx` (the league's row locked): a league in its first week is paired again over its
 * members now, so a league made mid-week plays at once; in a later week a joiner waits for their first full week and
 * a leaver's opponent has a bye.
 */
export async function membersChanged(
  trx: DB,
  leagueId: number,
  now: Date,
  left: number | null,
): Promise<void> {
  const week = weekStart(now);
  const [league] = await leaguesWithMembers(trx, [leagueId]);
  const firstWeek = league ? weekStart(league.createdAt) : null;
  if (league && firstWeek === week) {
    await deleteWeek(trx, leagueId, week);
    await insertMatchups(trx, pairingsOf(league, week));
  } else if (left !== null) {
    await dropFromWeek(trx, leagueId, week, left);
  }
}

/** A league's matchups from the week of `from` to the week of `to`, by week. */
export async function matchupsOfWeeks(db: DB, leagueId: number, from: string, to: string) {
  const rows = await matchupsBetween(db, leagueId, from, to);
  return rows.map((r) => ({ week: r.week_start, home: r.home_user_id, away: r.away_user_id }));
}

/** Some leagues' matchups of one week. */
export async function weekMatchupsOf(db: DB, leagueIds: readonly number[], week: string) {
  const rows = await matchupsOfLeagues(db, [...new Set(leagueIds)], week);
  return rows.map((r) => ({ leagueId: r.league_id, home: r.home_user_id, away: r.away_user_id }));
}

/** The Monday of the week of `now`, and of the week before. */
export function currentWeek(now: Date): { week: string; previous: string } {
  const week = weekStart(now);
  return { week, previous: addDays(week, -7) };
}
