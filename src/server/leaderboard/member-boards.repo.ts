import { type RawBuilder, sql } from 'kysely';
import type { LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import type { DB } from '../db/client';
import { PERIOD_SLOT } from '../grading/record.sql';
import { ALLTIME_KEYS_SQL, boardOrder, keyColumn, periodKeysSql } from './board.sql';
import type { BoardRow } from './leaderboard.repo';
import type { BoardKey } from './leaderboard.rules';

// A board restricted to some players (a private league's members), in the global board's order (board.sql.ts).
// Each player's entry is read where it lives, one primary-key read per player (ADR 0026): their standings row
// (all time; the week or month in its slot or the slot before), else the archived period. The plan is fixed as
// a nested loop over the ids (the lateral `offset 0` keeps the planner from a hash join that would read every
// standings row), so the work follows the number of players asked about, never the size of the board.

/** A list of ids as one bound array parameter (ids are whole numbers, checked). */
function idList(ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be whole numbers');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * The entries on one board of the players of the from-item `players`, aliased m (a `user_id` column; its other columns kept
 * as m.*): user_id, k1, k2, k3, picks, pushes and current_streak, as the `board_entries` view and the row fields
 * define them. Players not on the board give no row.
 */
function entriesOf(board: LeaderboardPeriod, periodStart: string, players: RawBuilder<unknown>) {
  if (board === 'alltime') {
    const [k1, k2, k3] = ALLTIME_KEYS_SQL;
    return sql`
      select m.*, ${sql.raw(`${k1} as k1, ${k2} as k2, ${k3} as k3`)}, r.total_picks as picks,
        r.total_pushes as pushes, r.current_streak
      from ${players}
      cross join lateral (
        select * from standings r where r.user_id = m.user_id and r.total_picks > 0 offset 0) r`;
  }
  const slot = PERIOD_SLOT[board];
  const figures = (at: string) =>
    sql.raw(
      `${at}_wins::int as wins, ${at}_pushes::int as pushes, ${at}_picks::int as picks, ${at}_peak::int as peak`,
    );
  const [k1, k2, k3] = periodKeysSql({ wins: 'r.wins', picks: 'r.picks', peak: 'r.peak' });
  return sql`
    select m.*, ${sql.raw(`${k1} as k1, ${k2} as k2, ${k3} as k3`)}, r.picks, r.pushes, r.current_streak
    from ${players}
    cross join lateral (
      select s.current_streak, f.* from standings s
      cross join lateral (
        select ${figures(`s.${slot}`)}
        where ${sql.raw(`s.${slot}_start`)} = ${periodStart}::date and ${sql.raw(`s.${slot}_picks`)} > 0
        union all
        select ${figures(`s.prev_${slot}`)}
        where ${sql.raw(`s.prev_${slot}_start`)} = ${periodStart}::date and ${sql.raw(`s.prev_${slot}_picks`)} > 0
        union all
        select a.wins, a.pushes, a.picks, a.peak_streak from period_archive a
        where a.period_type = ${board} and a.period_start = ${periodStart}::date and a.user_id = s.user_id
      ) f
      where s.user_id = m.user_id offset 0) r`;
}

/** The best `limit` entries among `userIds` on one board, in board order, and how many of them are on it. */
export async function playersBoardTop(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userIds: readonly number[],
  limit: number,
): Promise<{ rows: BoardRow[]; total: number }> {
  if (userIds.length === 0) return { rows: [], total: 0 };
  const key = (figure: BoardKey) => sql.raw(`e.${keyColumn(board, figure)}`);
  const players = sql`unnest(${idList(userIds)}) m(user_id)`;
  const { rows } = await sql<BoardRow & { total: string }>`
    with e as (
      select e.*, count(*) over () as total
      from (${entriesOf(board, periodStart, players)}) e
      order by ${sql.raw(boardOrder('e.'))}
      limit ${limit})
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, e.current_streak,
      ${key('wins')} as wins, e.picks, e.pushes, ${key('streak')} as streak, ${key('winPercentage')} as win_percentage,
      e.total
    from e join users u on u.id = e.user_id
    order by ${sql.raw(boardOrder('e.'))}`.execute(db);
  return {
    rows: rows.map(({ total: _, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * A player's rank among each group of players (each group includes them): 1 + those of the group whose keys are
 * strictly better, so ties share a rank as on every board. One statement for every group; null for every group
 * when the player is not on the board.
 */
export async function ranksAmongGroups(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userId: number,
  groups: readonly (readonly number[])[],
): Promise<(number | null)[]> {
  const groupOf = groups.flatMap((ids, i) => ids.map(() => i));
  const ids = groups.flat();
  if (ids.length === 0) return groups.map(() => null);
  const players = sql`unnest(${idList(groupOf)}, ${idList(ids)}) m(grp, user_id)`;
  const me = sql`(select ${userId}::int as user_id) m`;
  const { rows } = await sql<{ grp: number; ahead: string }>`
    select e.grp, count(*) filter (where (e.k1, e.k2, e.k3) > (me.k1, me.k2, me.k3)) as ahead
    from (${entriesOf(board, periodStart, me)}) me, (${entriesOf(board, periodStart, players)}) e
    group by e.grp`.execute(db);
  const ranks: (number | null)[] = groups.map(() => null);
  for (const r of rows) ranks[r.grp] = 1 + Number(r.ahead);
  return ranks;
}
