import { sql } from 'kysely';
import { entriesOf, idList } from '../../kernel/board-entries.sql';
import { GROUP_KEYS_SQL, RANK_AMONG_GROUPS_SQL, rankOrder } from '../../kernel/board-order.sql';
import type { DB } from '../../platform/db/client';
import { anyRow, countRows } from '../../platform/db/row-facts';

// Ranked exactly as the weekly board (its keys: peak streak, wins, rounded accuracy); rank() gives ties the same
// rank.
const WEEKLY_RANK = sql<number>`rank() over (order by ${sql.raw(rankOrder('e.'))})`;

export interface UnlockToInsert {
  userId: number;
  type: string;
  period: string;
}

/** Inserts unlocks, skipping those already there; returns only the rows this call created. */
export async function insertUnlocks(db: DB, rows: readonly UnlockToInsert[], at: Date) {
  if (rows.length === 0) return [];
  // One JSON parameter: one round trip whatever the batch size, on pg and PGlite alike. Those held already are
  // left out before the insert, so they take no id from the sequence (a grading re-earns thousands of monthly
  // unlocks); ON CONFLICT covers one inserted meanwhile by another transaction.
  const { rows: inserted } = await sql<{ user_id: number; type: string; period: string; unlocked_at: Date }>`
    insert into achievement_unlocks (user_id, type, period, unlocked_at)
    select v."userId", v.type, v.period, ${at}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as v("userId" int, type text, period text)
    where not exists (
      select 1 from achievement_unlocks u where u.user_id = v."userId" and u.type = v.type and u.period = v.period)
    on conflict (user_id, type, period) do nothing
    returning user_id, type, period, unlocked_at`.execute(db);
  return inserted;
}

/** A user's unlocks, newest first. */
export function listUnlocks(db: DB, userId: number) {
  return db
    .selectFrom('achievement_unlocks')
    .select(['id', 'user_id', 'type', 'period', 'unlocked_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function hasUnlock(db: DB, userId: number, type: string): Promise<boolean> {
  return anyRow(db.selectFrom('achievement_unlocks').where('user_id', '=', userId).where('type', '=', type));
}

export async function insertShare(
  db: DB,
  values: { userId: number; type: string; platform: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('achievement_shares')
    .values({
      user_id: values.userId,
      achievement_type: values.type,
      platform: values.platform,
      shared_at: values.at,
    })
    .execute();
}

export function countShares(db: DB, userId: number): Promise<number> {
  return countRows(db.selectFrom('achievement_shares').where('user_id', '=', userId));
}

/**
 * The players among `userIds` who stand out on the weekly board of `week`: ranked `podium` or better, or at least
 * `jump` places better than at the end of `dayBefore` (when given). The work follows the number of players asked
 * about, not the size of the board; the rest are not returned.
 */
export async function boardStandouts(
  db: DB,
  o: {
    week: string;
    dayBefore: string | null;
    userIds: readonly number[];
    /** A graded game: its players are asked about too, read here rather than listed by the caller. */
    ofGame?: number;
    podium: number;
    jump: number;
  },
) {
  if (o.userIds.length === 0 && o.ofGame === undefined) return [];
  // The players' entries by primary key, ranked among the week's rank groups (a few hundred), rather than ranking the
  // whole week's board, which at a million players holds most of them (ADR 0040). The players are looked up in id
  // order, so their standings and snapshot rows are read a page after another rather than at random (ADR 0041), each
  // one's yesterday's rank read with its entry, before ranking.
  const asked = sql`(
    select distinct a.user_id from (
      select unnest(${idList(o.userIds)}) as user_id
      union all select p.user_id from picks p where p.game_id = ${o.ofGame ?? null}::int) a
    order by 1) m`;
  const { rows } = await sql<{ user_id: number; rank: number; before: number | null }>`
    select x.user_id, x.rank::int as rank, x.before
    from (
      select x.user_id, x.before, ${sql.raw(RANK_AMONG_GROUPS_SQL)} as rank
      from (
        select null::int as user_id, ${sql.raw(GROUP_KEYS_SQL)}, g.players, null::int as before
        from leaderboard_rank_groups g where g.period_type = 'weekly' and g.period_start = ${o.week}::date
        union all
        select e.user_id, e.k1, e.k2, e.k3, 0, (
          select s.rank from weekly_rank_snapshots s
          where s.snapshot_date = ${o.dayBefore}::date and s.user_id = e.user_id)
        from (${entriesOf('weekly', o.week, asked)}) e
      ) x
    ) x
    where x.user_id is not null and (x.rank <= ${o.podium}::int or x.before - x.rank >= ${o.jump}::int)`.execute(
    db,
  );
  return rows;
}

/**
 * Records the board of `week` as the ranks at the end of `date`, once: a day that already has rows is left
 * alone, so the job may run every tick.
 */
export async function writeRankSnapshot(db: DB, date: string, week: string): Promise<number> {
  const result = await sql`
    insert into weekly_rank_snapshots (snapshot_date, user_id, rank)
    select ${date}::date, e.user_id, ${WEEKLY_RANK}
    from board_entries e
    where e.board = 'weekly' and e.ps = ${week}::date
      and not exists (select 1 from weekly_rank_snapshots w where w.snapshot_date = ${date}::date)
    on conflict (snapshot_date, user_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
