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

/** The users' stored totals (users that do not exist are left out). */
export async function storedTotals(trx: DB, userIds: readonly number[]): Promise<UserTotalsRow[]> {
  if (userIds.length === 0) return [];
  return trx
    .selectFrom('users')
    .select([
      'id as userId',
      'current_streak as currentStreak',
      'longest_streak as longestStreak',
      'total_wins as totalWins',
      'total_losses as totalLosses',
      'total_pushes as totalPushes',
      'total_picks as totalPicks',
      'win_percentage as winPercentage',
    ])
    .where('id', 'in', userIds)
    .execute();
}

/** Writes users' totals. */
export async function writeTotals(trx: DB, rows: readonly UserTotalsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update users u set
      current_streak = v."currentStreak", longest_streak = v."longestStreak", total_wins = v."totalWins",
      total_losses = v."totalLosses", total_pushes = v."totalPushes", total_picks = v."totalPicks",
      win_percentage = v."winPercentage"
    from json_to_recordset(${json(rows)}) as v("userId" int, "currentStreak" int, "longestStreak" int,
      "totalWins" int, "totalLosses" int, "totalPushes" int, "totalPicks" int, "winPercentage" int)
    where u.id = v."userId"`.execute(trx);
}

export interface StandingRow extends PeriodFigures {
  userId: number;
}

/** The users' stored period rows. */
export async function storedStandings(trx: DB, userIds: readonly number[]): Promise<StandingRow[]> {
  if (userIds.length === 0) return [];
  return trx
    .selectFrom('period_standings')
    .select([
      'user_id as userId',
      'period_type as periodType',
      'period_start as periodStart',
      'wins',
      'losses',
      'pushes',
      'picks',
      'peak_streak as peakStreak',
    ])
    .where('user_id', 'in', userIds)
    .execute();
}

/** Deletes period rows by key. */
export async function deleteStandings(trx: DB, keys: readonly StandingRow[]): Promise<void> {
  if (keys.length === 0) return;
  await sql`
    delete from period_standings s
    using json_to_recordset(${json(keys)}) as v("periodType" text, "periodStart" date, "userId" int)
    where (s.user_id, s.period_type, s.period_start) = (v."userId", v."periodType", v."periodStart")`.execute(
    trx,
  );
}

/** Inserts period rows or overwrites the ones that exist. */
export async function upsertStandings(trx: DB, rows: readonly StandingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into period_standings
      (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak, updated_at)
    select v."periodType", v."periodStart", v."userId", v.wins, v.losses, v.pushes, v.picks, v."peakStreak",
      now()
    from json_to_recordset(${json(rows)}) as v("periodType" text, "periodStart" date, "userId" int,
      wins int, losses int, pushes int, picks int, "peakStreak" int)
    on conflict (period_type, period_start, user_id) do update set
      wins = excluded.wins, losses = excluded.losses, pushes = excluded.pushes, picks = excluded.picks,
      peak_streak = excluded.peak_streak, updated_at = excluded.updated_at`.execute(trx);
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
