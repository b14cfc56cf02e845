import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import type { StandingRow, UserTotalsRow } from './recompute.rules';
import type { PickResult } from './record.rules';

/** A graded pick as a record needs it: its result and its game's start. */
export interface GradedPick {
  result: PickResult;
  scheduledTime: Date;
}

const RESULT_OF_CODE: Record<string, PickResult> = { w: 'win', l: 'loss', p: 'push' };

/**
 * Ids as a literal int[]: each is checked to be an integer, so the literal is safe, and it behaves the same
 * on pg and PGlite whatever the list's length.
 */
function idArray(ids: Iterable<number>): RawBuilder<number[]> {
  const list = [...ids];
  for (const id of list) if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
  return sql.raw(`'{${list.join(',')}}'::int[]`);
}

/** The lowest and highest id, so a batch of neighbouring users reads one range of the picks index. */
function idRange(ids: readonly number[]): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const id of ids) {
    if (id < lo) lo = id;
    if (id > hi) hi = id;
  }
  return [lo, hi];
}

/**
 * The graded picks of some users in record order (game time, then game id); a user with none gets an empty
 * list. One text line per user (result letters, game ids) travels instead of a row per pick: a full
 * recompute reads millions of picks.
 */
export async function gradedRecords(trx: DB, userIds: readonly number[]): Promise<Map<number, GradedPick[]>> {
  const records = new Map<number, GradedPick[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return records;
  const [lo, hi] = idRange(userIds);
  const { rows } = await sql<{ user_id: number; results: string; games: string }>`
    select p.user_id, string_agg(left(p.result, 1), '' order by g.scheduled_time, g.id) as results,
      string_agg(g.id::text, ',' order by g.scheduled_time, g.id) as games
    from picks p join games g on g.id = p.game_id
    where p.user_id = any(${idArray(userIds)}) and p.user_id between ${lo} and ${hi}
      and p.result is not null
    group by p.user_id`.execute(trx);
  const gameIds = rows.map((r) => r.games.split(',').map(Number));
  const times = new Map<number, Date>();
  const wanted = new Set(gameIds.flat());
  if (wanted.size > 0) {
    const games = await sql<{ id: number; scheduled_time: Date }>`
      select id, scheduled_time from games where id = any(${idArray(wanted)})`.execute(trx);
    for (const g of games.rows) times.set(g.id, g.scheduled_time);
  }
  rows.forEach((row, i) => {
    const ids = gameIds[i]!;
    records.set(
      row.user_id,
      ids.map((gameId, k) => ({
        result: RESULT_OF_CODE[row.results[k]!]!,
        scheduledTime: times.get(gameId)!,
      })),
    );
  });
  return records;
}

// Rows travel as one JSON parameter: one round trip whatever the batch size, on pg and PGlite alike.
const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

/** The users' stored totals (users that do not exist are left out). */
export async function storedTotals(trx: DB, userIds: readonly number[]): Promise<UserTotalsRow[]> {
  if (userIds.length === 0) return [];
  const [lo, hi] = idRange(userIds);
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
    .where(sql<boolean>`id = any(${idArray(userIds)}) and id between ${lo} and ${hi}`)
    .orderBy('id')
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

/**
 * The users' stored period rows, one line per user with rows in formatStandings' order and format
 * (recompute.rules.ts); users without rows are left out.
 */
export async function storedStandingLines(trx: DB, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const [lo, hi] = idRange(userIds);
  const { rows } = await sql<{ user_id: number; line: string }>`
    select user_id, string_agg(concat_ws(',', period_type, period_start, wins, losses, pushes, picks,
      peak_streak), ';' order by period_type collate "C", period_start) as line
    from period_standings
    where user_id = any(${idArray(userIds)}) and user_id between ${lo} and ${hi}
    group by user_id`.execute(trx);
  return new Map(rows.map((r) => [r.user_id, r.line]));
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

const standingColumns = sql`v("periodType" text, "periodStart" date, "userId" int, wins int, losses int,
  pushes int, picks int, "peakStreak" int)`;

/** Adds period rows that do not exist yet. */
export async function insertStandings(trx: DB, rows: readonly StandingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into period_standings
      (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak, updated_at)
    select v."periodType", v."periodStart", v."userId", v.wins, v.losses, v.pushes, v.picks, v."peakStreak",
      now()
    from json_to_recordset(${json(rows)}) as ${standingColumns}`.execute(trx);
}

/** Overwrites the figures of existing period rows. */
export async function updateStandings(trx: DB, rows: readonly StandingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update period_standings s set wins = v.wins, losses = v.losses, pushes = v.pushes, picks = v.picks,
      peak_streak = v."peakStreak", updated_at = now()
    from json_to_recordset(${json(rows)}) as ${standingColumns}
    where (s.user_id, s.period_type, s.period_start) = (v."userId", v."periodType", v."periodStart")`.execute(
    trx,
  );
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
