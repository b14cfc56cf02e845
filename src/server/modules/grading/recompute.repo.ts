import { type RawBuilder, sql } from 'kysely';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { PickResult } from '../../kernel/record.rules';
import type { DB } from '../../platform/db/client';
import type { ArchiveRow, CheckpointRow, GradedPick, SlotFigures, StandingsFigures } from './recompute.rules';

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

/** The lowest and highest id, so a batch of neighbouring users reads one range of an index. */
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
  const result = pickResultSql();
  const { rows } = await sql<{ user_id: number; results: string; games: string; armed: string }>`
    select p.user_id, string_agg(left(${result}, 1), '' order by g.scheduled_time, g.id) as results,
      string_agg(case when p.shield_armed then 't' else 'f' end, '' order by g.scheduled_time, g.id) as armed,
      string_agg(g.id::text, ',' order by g.scheduled_time, g.id) as games
    from picks p join games g on g.id = p.game_id
    where p.user_id = any(${idArray(userIds)}) and p.user_id between ${lo} and ${hi}
      and ${result} is not null
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
        gameId,
        armed: row.armed[k] === 't',
      })),
    );
  });
  return records;
}

// Rows travel as one JSON parameter: one round trip whatever the batch size, on pg and PGlite alike.
const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

const SLOTS = [
  ['week', 'week'],
  ['prevWeek', 'prev_week'],
  ['month', 'month'],
  ['prevMonth', 'prev_month'],
] as const;

type StoredRow = Record<string, unknown> & { user_id: number };

const slotFrom = (row: StoredRow, column: string): SlotFigures | null =>
  row[`${column}_start`] === null
    ? null
    : {
        start: row[`${column}_start`] as string,
        wins: Number(row[`${column}_wins`]),
        pushes: Number(row[`${column}_pushes`]),
        picks: Number(row[`${column}_picks`]),
        peak: Number(row[`${column}_peak`]),
      };

/** The users' standings rows (users that do not exist are left out), by user id. */
export async function storedStandings(
  trx: DB,
  userIds: readonly number[],
): Promise<(StandingsFigures & { userId: number })[]> {
  if (userIds.length === 0) return [];
  const [lo, hi] = idRange(userIds);
  const rows = (await trx
    .selectFrom('standings')
    .selectAll()
    .where(sql<boolean>`user_id = any(${idArray(userIds)}) and user_id between ${lo} and ${hi}`)
    .orderBy('user_id')
    .execute()) as unknown as StoredRow[];
  return rows.map((r) => ({
    userId: r.user_id,
    currentStreak: Number(r.current_streak),
    longestStreak: Number(r.longest_streak),
    totalWins: Number(r.total_wins),
    totalLosses: Number(r.total_losses),
    totalPushes: Number(r.total_pushes),
    totalPicks: Number(r.total_picks),
    winPercentage: Number(r.win_percentage),
    lastGameTime: (r.last_game_time as Date | null) ?? null,
    lastGameId: (r.last_game_id as number | null) ?? null,
    week: slotFrom(r, 'week'),
    prevWeek: slotFrom(r, 'prev_week'),
    month: slotFrom(r, 'month'),
    prevMonth: slotFrom(r, 'prev_month'),
    comebackArmed: Boolean(r.comeback_armed),
    shieldHeld: Boolean(r.shield_held),
  }));
}

/** Overwrites users' standings rows. */
export async function writeStandings(trx: DB, rows: readonly (StandingsFigures & { userId: number })[]) {
  if (rows.length === 0) return;
  const flat = rows.map((r) => {
    const out: Record<string, unknown> = { ...r, lastGameTime: r.lastGameTime?.toISOString() ?? null };
    for (const [key, column] of SLOTS) {
      const slot = r[key];
      out[`${column}_start`] = slot?.start ?? null;
      for (const field of ['wins', 'pushes', 'picks', 'peak'] as const)
        out[`${column}_${field}`] = slot?.[field] ?? 0;
    }
    return out;
  });
  const slotColumns = SLOTS.flatMap(([, c]) => [
    `${c}_start date`,
    `${c}_wins int`,
    `${c}_pushes int`,
    `${c}_picks int`,
    `${c}_peak int`,
  ]);
  const slotSets = SLOTS.flatMap(([, c]) =>
    ['start', 'wins', 'pushes', 'picks', 'peak'].map((f) => `${c}_${f} = v.${c}_${f}`),
  );
  await sql`
    update standings s set
      current_streak = v."currentStreak", longest_streak = v."longestStreak", total_wins = v."totalWins",
      total_losses = v."totalLosses", total_pushes = v."totalPushes", total_picks = v."totalPicks",
      win_percentage = v."winPercentage", last_game_time = v."lastGameTime", last_game_id = v."lastGameId",
      comeback_armed = v."comebackArmed", shield_held = v."shieldHeld", ${sql.raw(slotSets.join(', '))}
    from json_to_recordset(${json(flat)}) as v("userId" int, "currentStreak" int, "longestStreak" int,
      "totalWins" int, "totalLosses" int, "totalPushes" int, "totalPicks" int, "winPercentage" int,
      "lastGameTime" timestamptz, "lastGameId" int, "comebackArmed" boolean, "shieldHeld" boolean, ${sql.raw(slotColumns.join(', '))})
    where s.user_id = v."userId"`.execute(trx);
}

/**
 * The users' archived periods, one line per user with rows in formatPeriods' order and format
 * (recompute.rules.ts); users without rows are left out.
 */
export async function storedArchiveLines(trx: DB, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const [lo, hi] = idRange(userIds);
  const { rows } = await sql<{ user_id: number; line: string }>`
    select user_id, string_agg(concat_ws(',', period_type, period_start, wins, losses, pushes, picks,
      peak_streak), ';' order by period_type collate "C", period_start) as line
    from period_archive
    where user_id = any(${idArray(userIds)}) and user_id between ${lo} and ${hi}
    group by user_id`.execute(trx);
  return new Map(rows.map((r) => [r.user_id, r.line]));
}

/** Deletes archived periods by key. */
export async function deleteArchived(trx: DB, keys: readonly ArchiveRow[]): Promise<void> {
  if (keys.length === 0) return;
  await sql`
    delete from period_archive a
    using json_to_recordset(${json(keys)}) as v("periodType" text, "periodStart" date, "userId" int)
    where (a.user_id, a.period_type, a.period_start) = (v."userId", v."periodType", v."periodStart")`.execute(
    trx,
  );
}

const archiveColumns = sql`v("periodType" text, "periodStart" date, "userId" int, wins int, losses int,
  pushes int, picks int, "peakStreak" int)`;

/** Archives periods that are not archived yet. */
export async function insertArchived(trx: DB, rows: readonly ArchiveRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into period_archive (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
    select v."periodType", v."periodStart", v."userId", v.wins, v.losses, v.pushes, v.picks, v."peakStreak"
    from json_to_recordset(${json(rows)}) as ${archiveColumns}`.execute(trx);
}

/** Overwrites the figures of archived periods. */
export async function updateArchived(trx: DB, rows: readonly ArchiveRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update period_archive a set wins = v.wins, losses = v.losses, pushes = v.pushes, picks = v.picks,
      peak_streak = v."peakStreak"
    from json_to_recordset(${json(rows)}) as ${archiveColumns}
    where (a.user_id, a.period_type, a.period_start) = (v."userId", v."periodType", v."periodStart")`.execute(
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

/**
 * The checkpoints the users' picks hold (graded or not), one line per user in record order, in the format of
 * recompute.rules.ts `formatCheckpoints`; users without any are left out. Read through the picks (by user), whose
 * checkpoints are found by their key.
 */
export async function storedCheckpointLines(
  trx: DB,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const [lo, hi] = idRange(userIds);
  const { rows } = await sql<{ user_id: number; line: string }>`
    select p.user_id, string_agg(concat_ws(':', k.game_id, coalesce(k.prev_game_id::text, ''), k.streak, k.longest,
      k.week_peak, k.month_peak, case when k.comeback_armed then 't' else 'f' end,
      case when k.shield_held then 't' else 'f' end), ';'
      order by g.scheduled_time, g.id) as line
    from picks p join record_checkpoints k on k.game_id = p.game_id and k.user_id = p.user_id
      join games g on g.id = p.game_id
    where p.user_id = any(${idArray(userIds)}) and p.user_id between ${lo} and ${hi}
    group by p.user_id`.execute(trx);
  return new Map(rows.map((r) => [r.user_id, r.line]));
}

/** Replaces checkpoints: deletes the `stale` (game, user) keys, then inserts `rows`. */
export async function replaceCheckpoints(
  trx: DB,
  stale: readonly { gameId: number; userId: number }[],
  rows: readonly CheckpointRow[],
): Promise<void> {
  if (stale.length > 0)
    await sql`delete from record_checkpoints k
      using json_to_recordset(${json(stale)}) as v("gameId" int, "userId" int)
      where (k.game_id, k.user_id) = (v."gameId", v."userId")`.execute(trx);
  if (rows.length > 0)
    await sql`insert into record_checkpoints (game_id, user_id, prev_game_id, streak, longest, week_peak, month_peak,
        comeback_armed, shield_held)
      select v."gameId", v."userId", v."prevGameId", v.streak, v.longest, v."weekPeak", v."monthPeak", v."comebackArmed",
        v."shieldHeld"
      from json_to_recordset(${json(rows)}) as v("gameId" int, "userId" int, "prevGameId" int, streak int, longest int,
        "weekPeak" int, "monthPeak" int, "comebackArmed" boolean, "shieldHeld" boolean)`.execute(trx);
}
