import { sql } from 'kysely';
import type { DB } from '../db/client';
import type { PeriodFigures, PickResult, RecordTotals } from './record.rules';

export interface GradedPickRow {
  user_id: number;
  result: PickResult;
  scheduled_time: Date;
}

/** The graded picks of some users in record order: by user, then game time, then game id. */
export async function gradedHistories(trx: DB, userIds: readonly number[]): Promise<GradedPickRow[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('picks')
    .innerJoin('games', 'games.id', 'picks.game_id')
    .select(['picks.user_id', 'picks.result', 'games.scheduled_time'])
    .where('picks.user_id', 'in', userIds)
    .where('picks.result', 'is not', null)
    .orderBy('picks.user_id')
    .orderBy('games.scheduled_time')
    .orderBy('games.id')
    .execute();
  return rows as GradedPickRow[];
}

export interface UserTotalsRow extends RecordTotals {
  userId: number;
}

// Rows travel as one JSON parameter: one round trip whatever the batch size, on pg and PGlite alike.
const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

/** Writes users' totals; returns how many users exist among them. */
export async function writeTotals(trx: DB, rows: readonly UserTotalsRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await sql`
    update users u set
      current_streak = v."currentStreak", longest_streak = v."longestStreak", total_wins = v."totalWins",
      total_losses = v."totalLosses", total_pushes = v."totalPushes", total_picks = v."totalPicks",
      win_percentage = v."winPercentage"
    from json_to_recordset(${json(rows)}) as v("userId" int, "currentStreak" int, "longestStreak" int,
      "totalWins" int, "totalLosses" int, "totalPushes" int, "totalPicks" int, "winPercentage" int)
    where u.id = v."userId"`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export interface StandingRow extends PeriodFigures {
  userId: number;
}

/** Replaces every period row of these users by the given ones. */
export async function replaceStandings(
  trx: DB,
  userIds: readonly number[],
  rows: readonly StandingRow[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx.deleteFrom('period_standings').where('user_id', 'in', userIds).execute();
  if (rows.length === 0) return;
  await sql`
    insert into period_standings
      (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
    select v."periodType", v."periodStart", v."userId", v.wins, v.losses, v.pushes, v.picks, v."peakStreak"
    from json_to_recordset(${json(rows)}) as v("periodType" text, "periodStart" date, "userId" int,
      wins int, losses int, pushes int, picks int, "peakStreak" int)`.execute(trx);
}

/** The next batch of user ids after `afterId`, in id order. */
export async function userIdsAfter(db: DB, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
